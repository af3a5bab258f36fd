import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { hashToken } from '../accounts/secret-token.js';
import { SessionSchema } from '../../data/session.entity.js';
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
    const updated = await this.em.nativeUpdate(SessionSchema, { tokenHash: hashToken(token), expiresAt: { $gt: raw('now()') } }, { creatorPreview: enabled });
    return updated > 0;
  }
}
