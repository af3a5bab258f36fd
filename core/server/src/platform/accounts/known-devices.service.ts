import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsPort, loginFromNewDevice } from '@otimiza/sdk/server';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import { sql } from 'kysely';
import { APP_CONFIG, type AppConfig, coreSql } from '../../kernel/index.js';
import { deviceDescriptionOf } from './device-description.js';
import { hashToken } from './secret-token.js';

export const DEVICE_COOKIE = 'otz_device';
/** 400 days: the longest lifetime browsers keep a cookie for. */
const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 3600 * 1000;
/** 128 random bits in base64url. */
const deviceToken = /^[A-Za-z0-9_-]{22}$/;

/**
 * The browsers each user has signed in from. A browser carries a random token in a long-lived
 * httpOnly cookie (set at its first sign-in); the table keeps the token's SHA-256 per user, with a
 * short description of the browser and when it was first and last seen, never an IP address.
 */
@Injectable()
export class KnownDevicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Records the browser of a successful sign-in and publishes `loginFromNewDevice` when the user
   * had signed in before from other browsers only. A user's first recorded browser (the first
   * sign-in after sign-up, or the first since devices were recorded) is not announced: there is
   * nothing yet to tell it apart from.
   */
  async signedIn(request: Request, response: Response, session: { userId: string; workspaceId: string }): Promise<void> {
    const token = this.tokenOf(request) ?? this.issue(response);
    const tokenHash = hashToken(token);
    const description = deviceDescriptionOf(request.headers['user-agent']);
    const db = coreSql(this.em);
    const recorded = await db
      .insertInto('core_known_device')
      .values({ user_id: session.userId, token_hash: tokenHash, description })
      .onConflict((conflict) => conflict.columns(['user_id', 'token_hash']).doUpdateSet({ last_seen_at: sql`now()`, description }))
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .executeTakeFirstOrThrow();
    if (!recorded.inserted) return;
    const other = await db
      .selectFrom('core_known_device')
      .select('token_hash')
      .where('user_id', '=', session.userId)
      .where('token_hash', '<>', tokenHash)
      .limit(1)
      .executeTakeFirst();
    if (!other) return;
    await this.events.publish(loginFromNewDevice, session.workspaceId, { userId: session.userId, device: description, at: new Date().toISOString() });
  }

  private tokenOf(request: Request): string | null {
    const header = request.headers.cookie;
    const token = header ? parseCookie(header)[DEVICE_COOKIE] : undefined;
    return token && deviceToken.test(token) ? token : null;
  }

  private issue(response: Response): string {
    const token = randomBytes(16).toString('base64url');
    response.cookie(DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.NODE_ENV === 'production',
      path: '/',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
    return token;
  }
}
