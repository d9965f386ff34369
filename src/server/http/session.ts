import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountType } from '../../core/enums.ts';
import { AppError } from '../app-error.ts';
import type { Clock } from '../clock.ts';
import type { StatementListener } from '../db/counting-dialect.ts';
import { newSecretToken } from '../db/ids.ts';
import type { AccountRow, Database } from '../db/schema.ts';
import { SESSION_COOKIE } from './cookie-names.ts';
import { createSessionCache } from './session-cache.ts';
import type { Xsrf } from './xsrf.ts';

const SESSION_DAYS = 30;

export interface SessionState {
  tokenHash: string;
  account: AccountRow | null;
  operatorId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, loaded on first use and at most once per request. */
    session(): Promise<SessionState | null>;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Server-side sessions: the cookie holds a random token, the database only its hash, so a leaked
 * database does not yield usable sessions. The cookie is HttpOnly and SameSite=Lax. A session read is
 * kept a moment per process (./session-cache.ts), so a signed-in request usually reads none.
 */
export function createSessions(
  db: Kysely<Database>,
  clock: Clock,
  xsrf: Xsrf,
  secureCookies: boolean,
  onStatement: (listener: StatementListener) => () => void,
) {
  const cache = createSessionCache<SessionState>({ now: () => clock.now().getTime(), onStatement });

  async function read(tokenHash: string) {
    const row = await db
      .selectFrom('sessions')
      .leftJoin('accounts', 'accounts.id', 'sessions.account_id')
      .select(['sessions.token_hash', 'sessions.account_id', 'sessions.operator_id', 'sessions.expires_at'])
      .selectAll('accounts')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', clock.now())
      .executeTakeFirst();
    if (!row) return null;
    const expiresAt = row.expires_at;
    if (row.operator_id)
      return { value: { tokenHash, account: null, operatorId: row.operator_id }, expiresAt };
    const account =
      row.account_id && row.status === 'active' ? ({ ...row, id: row.account_id } as AccountRow) : null;
    if (row.account_id && !account) return null;
    return { value: { tokenHash, account, operatorId: row.operator_id }, expiresAt };
  }

  function load(token: string): Promise<SessionState | null> {
    const tokenHash = hashToken(token);
    return cache.read(tokenHash, () => read(tokenHash));
  }

  /** Starts a session with a new token (never reusing the caller's old one) and a new XSRF token. */
  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    holder: { accountId: string } | { operatorId: string },
  ) {
    await end(request, reply);
    const token = newSecretToken();
    const expires = new Date(clock.now().getTime() + SESSION_DAYS * 86_400_000);
    await db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        account_id: 'accountId' in holder ? holder.accountId : null,
        operator_id: 'operatorId' in holder ? holder.operatorId : null,
        expires_at: expires,
      })
      .execute();
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      expires,
    });
    xsrf.issue(reply, token);
  }

  async function end(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    xsrf.issue(reply, null);
  }

  /** Ends every session of an account, except optionally the one in use (password reset, withdrawal). */
  async function endAllOfAccount(accountId: string, keepTokenHash?: string) {
    let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
    if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
    await query.execute();
  }

  return { load, start, end, endAllOfAccount, close: cache.close };
}
export type Sessions = ReturnType<typeof createSessions>;

/** Where a request keeps its session once loaded (a field of the request, so nothing runs per request). */
const LOADED = Symbol('session loaded');
type WithLoaded = FastifyRequest & { [LOADED]: Promise<SessionState | null> | null };

export function registerSessions(api: FastifyInstance, sessions: Sessions) {
  api.decorateRequest(LOADED, null);
  api.decorateRequest('session', function (this: FastifyRequest) {
    const request = this as WithLoaded;
    if (request[LOADED] === null) {
      const token = request.cookies[SESSION_COOKIE];
      request[LOADED] = token ? sessions.load(token) : Promise.resolve(null);
    }
    return request[LOADED];
  });
}

/**
 * The signed-in account, refused with 401 when there is none and 403 when it has the wrong role. An
 * operator's session holds no account, so on the public site an operator is a visitor like any other.
 */
export async function requireAccount(request: FastifyRequest, type?: AccountType): Promise<AccountRow> {
  const account = (await request.session())?.account;
  if (!account) throw AppError.unauthenticated();
  if (type && account.type !== type) throw AppError.forbidden();
  return account;
}

/** The signed-in operator's id: 401 when nobody is signed in, 403 for a cast's or guest's session. */
export async function requireOperator(request: FastifyRequest): Promise<string> {
  const session = await request.session();
  if (session?.operatorId) return session.operatorId;
  if (session?.account) throw AppError.forbidden();
  throw AppError.unauthenticated();
}
