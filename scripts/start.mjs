// `npm start`: build what is not built, then serve the API, the console, the remotes and the public form
// on one port (PORT, default 8080) with the embedded database (or DATABASE_URL).
import { root, run } from './lib.mjs';

if (process.env.SKIP_BUILD !== '1') await run(process.execPath, ['scripts/build.mjs']);
await run(process.execPath, ['api/dist/server.js'], { cwd: root, env: { ...process.env, SERVE_WEB: '1' } }).catch((e) => {
  console.error(e.message);
  process.exit(1);
});
