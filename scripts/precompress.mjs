// Brotli and gzip copies (.br, .gz) of every static file a build wrote, made once at build time: the server
// (@fastify/static preCompressed) sends them with the matching Content-Encoding instead of compressing per request.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

/** Compresses every file below `dir` whose copies are missing or older; returns how many files it wrote. */
export function precompress(dir) {
  let written = 0;
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      const st = statSync(file);
      if (st.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(name) && !isFresh(`${file}.br`, st.mtimeMs)) {
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        written++;
      }
    }
  };
  walk(dir);
  return written;
}

/** Removes every .br/.gz copy below `dir` that is older than its file (a demo build makes none). */
export function dropStaleCopies(dir) {
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      const st = statSync(file);
      if (st.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(name))
        for (const copy of [`${file}.br`, `${file}.gz`]) if (!isFresh(copy, st.mtimeMs)) rmSync(copy, { force: true });
    }
  };
  walk(dir);
}

function isFresh(copy, sourceMtime) {
  try {
    return statSync(copy).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}
