import { ConfigError, loadConfig } from '../config';

/** The start-up problems loadConfig lists for `env`; none when it starts. */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}
