/** The session's random token (HttpOnly); the database keeps only its hash (http/session.ts). */
export const SESSION_COOKIE = 'tsunagu_session';

/** The XSRF token the page reads and echoes in a header, signed for the session it goes with (http/xsrf.ts). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
