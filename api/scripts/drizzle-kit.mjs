// Runs drizzle-kit (hoisted to the root node_modules) so that it finds api's own drizzle-orm,
// which npm left in api/node_modules: plain `npx drizzle-kit` answers "Please install latest version of drizzle-orm".
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const apiUrl = new URL('../package.json', import.meta.url);
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: ${JSON.stringify(apiUrl.href)} });
        }
        return next(specifier, context);
      }`),
);
const require = createRequire(apiUrl);
// The bundle also require()s drizzle-orm/pg-core: let CommonJS look in api/node_modules too.
process.env.NODE_PATH = new URL('../node_modules', import.meta.url).pathname;
require('node:module')._initPaths();
process.chdir(new URL('..', import.meta.url).pathname);
const kitDir = require.resolve('drizzle-kit').replace(/index\.js$/, '');
await import(pathToFileURL(`${kitDir}bin.cjs`).href);
