/**
 * A route's own hooks of one kind as a list (Fastify takes one function, a list, or none), so that a
 * hook added from `onRoute` joins them: a hook that only some routes need is then run only on those.
 */
export function hookList<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
