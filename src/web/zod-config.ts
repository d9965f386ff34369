import type { $ZodConfig } from 'zod/v4/core';

/**
 * The content security policy forbids eval (`script-src 'self'`), so zod must not compile its parsers
 * with `new Function`: even its probe for whether it may is reported as a CSP violation, on every page
 * that loads a schema. The browser entries (main.tsx, admin-main.tsx) import this module before any
 * module that builds schemas; the server entry does not, as the server's parsers are faster compiled.
 *
 * zod keeps its settings in this global, which the first copy of zod to load adopts when it is already
 * there. Setting it directly, rather than through zod's `config()`, keeps zod's code off the pages that
 * build no schema (importing `config` would put zod's core in the first page's script).
 */
(globalThis as { __zod_globalConfig?: $ZodConfig }).__zod_globalConfig = { jitless: true };
