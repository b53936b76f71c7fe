// Runs drizzle-kit (hoisted to the root node_modules) so that it finds api's own drizzle-orm, which npm left in
// api/node_modules: plain `npx drizzle-kit` answers "Please install latest version of drizzle-orm".
// drizzle-kit runs as a child process with public Node options only: NODE_PATH for its require()s and a module
// resolve hook (drizzle-orm-hook.mjs, registered with --import) for its import()s.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const kitBin = createRequire(import.meta.url)
  .resolve('drizzle-kit')
  .replace(/index\.js$/, 'bin.cjs');
const hook = new URL('./drizzle-orm-hook.mjs', import.meta.url).href;
const registerHook = `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(hook)});`;

const child = spawn(process.execPath, ['--import', registerHook, kitBin, ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: fileURLToPath(new URL('../node_modules', import.meta.url)) },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
