import { z } from 'zod';

// In the browser zod must not probe `new Function` for its compiled fast path: the console's CSP forbids eval, so
// the probe shows as a CSP violation (Lighthouse's best-practices flags it). The server keeps the fast path. A DOM
// (HTMLElement) says browser; this module is also the API's, so it reads no browser global that Node lacks.
if (typeof (globalThis as { HTMLElement?: unknown }).HTMLElement !== 'undefined') z.config({ jitless: true });

export { isBlank, type MessageKey } from './helpers';
export { translateIssues, firstIssueMessage, fieldErrors, type FieldError } from './issues';
export { phoneSchema } from './phone';
export * from './auth';
export * from './business';
export * from './form';
export * from './public-submit';
export * from './request-dialog';
export * from './request-alert';
export * from './top-up';
export * from './wallet';
export * from './ops';
export * from './team';
export * from './console-pages';
export * from './delivery';
export * from './queries';
export * from './insight';
export * from './push';
export * from './views';
