import { z } from 'zod';

// In the browser zod must not probe `new Function` for its compiled fast path: the console's CSP forbids eval, so
// the probe shows as a CSP violation (Lighthouse's best-practices flags it). The server keeps the fast path. A DOM
// (HTMLElement) says browser; this module is also the API's, so it reads no browser global that Node lacks.
// Every schema module takes z from here, so the setting is made before any schema is built (building one with
// .keyof() already probes; a line in the index ran after the modules it re-exports had built theirs). The package
// lists this file as its one with side effects, or bundlers would link `z` straight to zod and skip the setting.
if (typeof (globalThis as { HTMLElement?: unknown }).HTMLElement !== 'undefined') z.config({ jitless: true });

export { z };
