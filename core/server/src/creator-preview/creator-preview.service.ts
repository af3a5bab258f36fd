import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { hashToken } from '../accounts/secret-token.js';
import { SessionService } from '../accounts/session.service.js';

/**
 * 'Ver como usuário comum': a switch on the administrator's session (not the account), so the
 * creator dashboard stays in other browsers and the next login starts in creator mode again.
 */
@Injectable()
export class CreatorPreviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
  ) {}

  /** Turns the switch of the request's session on or off; false when the request has no live session. */
  async set(request: Request, enabled: boolean): Promise<boolean> {
    const token = this.sessions.tokenOf(request);
    if (!token) return false;
    const updated = await this.em
      .getConnection()
      .execute<{ token_hash: string }[]>('update core_session set creator_preview = ? where token_hash = ? and expires_at > now() returning token_hash', [
        enabled,
        hashToken(token),
      ]);
    return updated.length > 0;
  }
}
