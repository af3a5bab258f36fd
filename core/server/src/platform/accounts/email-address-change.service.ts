import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { ApiError } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { coreSql, isUniqueViolation } from '../../kernel/index.js';
import { hashToken } from './secret-token.js';
import { EmailTokenService } from './email-token.service.js';

const msg = {
  changed: { pt: 'Novo e-mail confirmado! Use-o para entrar a partir de agora.', en: 'New e-mail confirmed! Use it to log in from now on.' },
  taken: { pt: 'Este e-mail já está em uso por outra conta.', en: 'This e-mail is already used by another account.' },
  tokenUnknown: { pt: 'Link de confirmação inválido.', en: 'Invalid confirmation link.' },
  tokenUsed: { pt: 'Este link já foi usado. O e-mail da conta já foi trocado.', en: 'This link was already used. The account’s e-mail was already changed.' },
  tokenExpired: {
    pt: 'Link expirado. Peça a troca de e-mail novamente na página da conta.',
    en: 'The link has expired. Ask for the e-mail change again on the account page.',
  },
} as const;

/**
 * The second half of an e-mail change: the link sent to the new address. The address changes
 * only here, in the statement that spends the token, so a taken address spends nothing.
 */
@Injectable()
export class EmailAddressChangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: EmailTokenService,
  ) {}

  async confirm(token: string, language: Language): Promise<{ success: true; message: string; email: string }> {
    const hash = hashToken(token);
    let changed: { email: string } | undefined;
    try {
      // The token is spent and the address changed in one statement: two clicks cannot both change it.
      changed = await coreSql(this.em)
        .with('spent', (db) =>
          db
            .updateTable('core_email_token')
            .set({ used_at: sql`now()` })
            .where('token_hash', '=', hash)
            .where('purpose', '=', 'change-email')
            .where('used_at', 'is', null)
            .where('expires_at', '>', sql<Date>`now()`)
            .returning(['user_id', 'new_email']),
        )
        .updateTable('core_user as u')
        .from('spent')
        .set((eb) => ({ email: eb.ref('spent.new_email').$notNull(), email_verified_at: sql`now()`, updated_at: sql`now()` }))
        .whereRef('u.id', '=', 'spent.user_id')
        .returning('u.email')
        .executeTakeFirst();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('VALIDATION_ERROR', 409, msg.taken, { code: 'EMAIL_TAKEN' });
      throw error;
    }
    if (changed) return { success: true, message: msg.changed[language], email: changed.email };
    const reason = await this.tokens.whyNot(hash, 'change-email');
    const text = reason === 'used' ? msg.tokenUsed : reason === 'expired' ? msg.tokenExpired : msg.tokenUnknown;
    throw new ApiError('VALIDATION_ERROR', 400, text, { code: `TOKEN_${reason.toUpperCase()}` });
  }
}
