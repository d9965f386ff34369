/** The public profile pages: a cast's is under the guests' area, a guest's under the casts' (spec section 2). */
export function castProfilePath(castId: string): string {
  return `/guest/casts/${castId}`;
}

export function guestProfilePath(guestId: string): string {
  return `/cast/guests/${guestId}`;
}
