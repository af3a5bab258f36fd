import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { sql, type Kysely, type Selection } from 'kysely';
import { preparedQuery } from '@otimiza/sdk/server';
import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';
import { APP_CONFIG, type AppConfig, coreSql, type CoreTables } from '../../kernel/index.js';
import { hashToken, newSecretToken } from './secret-token.js';
import { SessionSchema } from '../../data/session.entity.js';

export const SESSION_COOKIE = 'otimiza_session';
/**
 * Set and cleared with the session cookie, readable by scripts and holding nothing secret: it only
 * tells the web app that a session may exist, so a visitor's pages do not ask `GET /api/auth/user`
 * (and log its 401) when none can.
 */
export const SESSION_HINT_COOKIE = 'otimiza_signed_in';

/**
 * Who a session is: the user and workspace, whether it is the demo's, and whether creator mode is
 * previewed off; a demo session may carry the name of the investor it was opened for.
 */
export type SessionRow = Selection<CoreTables, 'core_session', 'user_id' | 'workspace_id' | 'is_demo' | 'creator_preview'> &
  Partial<Selection<CoreTables, 'core_session', 'demo_investor_name'>>;

/**
 * The session of a cookie's token, if it has not expired, and whether its last-seen time is over a
 * minute old (on every request: compiled once). Read, not written: concurrent calls of one browser
 * would otherwise queue on the session row's lock, and every request would write a row version.
 */
const liveSession = preparedQuery((db: Kysely<CoreTables>, values: { tokenHash: string }) =>
  db
    .selectFrom('core_session')
    .select([
      'user_id',
      'workspace_id',
      'is_demo',
      'creator_preview',
      'demo_investor_name',
      sql<boolean>`last_seen_at < now() - interval '1 minute'`.as('stale'),
    ])
    .where('token_hash', '=', values.tokenHash)
    .where('expires_at', '>', sql<Date>`now()`),
);

/** Marks a session as seen now: at most once a minute per session (see liveSession). */
const markSeen = preparedQuery((db: Kysely<CoreTables>, values: { tokenHash: string }) =>
  db
    .updateTable('core_session')
    .set({ last_seen_at: sql`now()` })
    .where('token_hash', '=', values.tokenHash),
);

/** Sessions live in PostgreSQL (the API is stateless); the cookie holds a random token, the table its hash. */
@Injectable()
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  tokenOf(request: Request): string | null {
    const header = request.headers.cookie;
    if (!header) return null;
    return parseCookie(header)[SESSION_COOKIE] ?? null;
  }

  async resolve(request: Request): Promise<SessionRow | null> {
    const token = this.tokenOf(request);
    if (!token) return null;
    const tokenHash = hashToken(token);
    const [row] = await liveSession(coreSql(this.em), { tokenHash });
    if (!row) return null;
    const { stale, ...session } = row;
    if (stale) await markSeen(coreSql(this.em), { tokenHash });
    return session;
  }

  /** A new session and cookie; the session the request came with (if any) is destroyed: rotation at login. */
  async start(
    request: Request,
    response: Response,
    session: { userId: string; workspaceId: string; isDemo?: boolean; demoInvestorName?: string | null },
  ): Promise<void> {
    const previous = this.tokenOf(request);
    if (previous) await this.em.nativeDelete(SessionSchema, { tokenHash: hashToken(previous) });
    const { token, hash } = newSecretToken();
    const ttlDays = session.isDemo ? 1 : this.config.SESSION_TTL_DAYS;
    await this.em.insert(SessionSchema, {
      tokenHash: hash,
      user: session.userId,
      workspace: session.workspaceId,
      isDemo: session.isDemo ?? false,
      demoInvestorName: session.isDemo ? (session.demoInvestorName ?? null) : null,
      expiresAt: raw('now() + make_interval(days => ?)', [ttlDays]),
    });
    const cookie = { sameSite: 'lax', secure: this.config.NODE_ENV === 'production', path: '/', maxAge: ttlDays * 24 * 3600 * 1000 } as const;
    response.cookie(SESSION_COOKIE, token, { ...cookie, httpOnly: true });
    response.cookie(SESSION_HINT_COOKIE, '1', cookie);
  }

  /**
   * Makes `workspaceId` the request's session's workspace, in one statement that checks that the
   * session's user is a member of it; false when not (or for the demo's session).
   */
  async switchWorkspace(request: Request, workspaceId: string): Promise<boolean> {
    const token = this.tokenOf(request);
    if (!token) return false;
    const moved = await coreSql(this.em)
      .updateTable('core_session as s')
      .set({ workspace_id: workspaceId })
      .where('s.token_hash', '=', hashToken(token))
      .where('s.is_demo', '=', false)
      // A member of the workspace, or of the reseller that manages it (see workspaceAccessOf).
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('core_membership as m')
            .select('m.user_id')
            .whereRef('m.user_id', '=', 's.user_id')
            .where((eb) =>
              eb.or([
                eb('m.workspace_id', '=', workspaceId),
                eb('m.workspace_id', '=', eb.selectFrom('core_workspace as w').select('w.managed_by').where('w.id', '=', workspaceId)),
              ]),
            ),
        ),
      )
      .executeTakeFirst();
    return moved.numUpdatedRows > 0n;
  }

  /** Ends the user's sessions on every other browser, keeping the one of this request. */
  async revokeOthers(userId: string, request: Request): Promise<void> {
    const token = this.tokenOf(request);
    await this.em.nativeDelete(SessionSchema, { user: userId, tokenHash: { $ne: token ? hashToken(token) : '' } });
  }

  /** Clears the session cookie without a session to delete (it is gone already). */
  clearCookie(response: Response): void {
    const cookie = { sameSite: 'lax', secure: this.config.NODE_ENV === 'production', path: '/' } as const;
    response.clearCookie(SESSION_COOKIE, { ...cookie, httpOnly: true });
    response.clearCookie(SESSION_HINT_COOKIE, cookie);
  }

  async destroy(request: Request, response: Response): Promise<void> {
    const token = this.tokenOf(request);
    if (token) await this.em.nativeDelete(SessionSchema, { tokenHash: hashToken(token) });
    this.clearCookie(response);
  }
}
