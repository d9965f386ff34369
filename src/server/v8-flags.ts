import { setFlagsFromString } from 'node:v8';

/**
 * The server process runs without V8's allocation-site pretenuring. Once most objects made at one place
 * in the code have outlived a young-generation collection, V8 makes that place's later objects directly
 * in the old generation. node-postgres makes every row of every query at the same few places, so rows
 * read and kept for a while (at start-up, in caches) taught it to make every later row old: a request's
 * rows, dead a few milliseconds later, then waited for full collections, and each young collection copied
 * what they pointed to. Under the catalogue's uncached load that was a full collection every 3–4 s and
 * young collections twice as long (docs/performance.md, "Rows made old"); without it rows die young.
 *
 * Imported first by each entry point (main.ts, cluster.ts), before any row is read.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
