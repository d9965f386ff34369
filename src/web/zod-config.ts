import { config } from 'zod/v4/core';

/**
 * The content security policy forbids eval (`script-src 'self'`), so zod must not compile its parsers
 * with `new Function`: even its probe for whether it may is reported as a CSP violation, on every page
 * that loads a schema. An entry imports this module before any module that builds schemas.
 */
config({ jitless: true });
