import { config } from 'zod';

/**
 * In the browser zod must not compile parsers with `new Function`: the console's Content-Security-Policy
 * has no 'unsafe-eval', and zod's one try at it, made when the first object schema is built, is a logged
 * CSP violation (Lighthouse best practices, "Issues"). It runs first of the contract's modules (index.ts),
 * because the schemas are built at import. The server keeps the compiled parsers.
 */
if ('document' in globalThis) config({ jitless: true });
