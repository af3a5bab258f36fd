import { Inject, Injectable } from '@nestjs/common';
import { ApiError, RateLimitPort, rateLimitError } from '@otimiza/sdk/server';
import type { Request } from 'express';
import type { SessionRow } from '../accounts/session.service.js';
import { APP_CONFIG, type AppConfig } from '../../kernel/index.js';
import { bearerKeyOf } from './api-key-secret.js';
import { ApiKeysService } from './api-keys.service.js';

/**
 * The session an `Authorization: Bearer <key>` header stands for on a public API route: the key's
 * creator in the key's workspace, as a plain user (never the creator mode of an administrator),
 * each key limited to API_KEY_REQUESTS_PER_MINUTE. An unknown or revoked key answers 401.
 */
@Injectable()
export class ApiKeySessions {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly limits: RateLimitPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async resolve(request: Request): Promise<SessionRow> {
    const key = bearerKeyOf(request.headers.authorization);
    const holder = key ? await this.keys.authenticate(key) : null;
    if (!holder) throw new ApiError('AUTHENTICATION_ERROR', 401, { pt: 'Chave de API inválida ou revogada.', en: 'Invalid or revoked API key.' });
    const decision = await this.limits.consume(`api-key:${holder.keyId}`, { points: this.config.API_KEY_REQUESTS_PER_MINUTE, windowSeconds: 60 });
    if (!decision.allowed) {
      throw rateLimitError(decision, {
        pt: 'Esta chave de API fez requisições demais. Tente novamente em instantes.',
        en: 'This API key made too many requests. Try again shortly.',
      });
    }
    return { user_id: holder.userId, workspace_id: holder.workspaceId, is_demo: false, creator_preview: true };
  }
}
