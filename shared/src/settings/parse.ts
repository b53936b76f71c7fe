import type { z } from 'zod';

/**
 * The parsed settings and one line per wrong value, each naming its variable. An empty value is unset. A wrong value
 * is parsed as unset, so the checks that combine settings still run and every problem shows in one start.
 */
export function parseSettings<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv,
): { settings: z.output<S>; problems: string[] } {
  const names = Object.keys(schema.shape);
  const set = Object.fromEntries(
    names.filter((name) => env[name] !== undefined && env[name] !== '').map((name) => [name, env[name]]),
  );
  const result = schema.safeParse(set);
  if (result.success) return { settings: result.data, problems: [] };
  const wrong = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
  });
  const rest = Object.fromEntries(Object.entries(set).filter(([name]) => !wrong.has(name)));
  return { settings: schema.parse(rest), problems };
}
