import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { oneOf, createdAtProperty, owningUserProperty } from '@otimiza/sdk/server';

/** What a link is for: confirming the address at sign-up, resetting a forgotten password, confirming a new address. */
export type EmailTokenPurpose = 'verify-email' | 'reset-password' | 'change-email';

/** A single-use, expiring link sent by e-mail; only the token's hash is stored. */
export const EmailTokenSchema = defineEntity({
  name: 'EmailToken',
  tableName: 'core_email_token',
  checks: [{ name: 'core_email_token_new_email_check', expression: "(purpose = 'change-email') = (new_email is not null)" }],
  indexes: [
    {
      name: 'core_email_token_user_purpose_idx',
      expression: 'create index core_email_token_user_purpose_idx on core_email_token (user_id, purpose) where used_at is null',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    user: owningUserProperty(),
    purpose: p
      .text()
      .$type<EmailTokenPurpose>()
      .check(oneOf('purpose', ['verify-email', 'reset-password', 'change-email'])),
    tokenHash: p.text().fieldName('token_hash').unique(),
    /** The address a 'change-email' token confirms. */
    newEmail: p.text().fieldName('new_email').nullable(),
    expiresAt: p.datetime().fieldName('expires_at'),
    usedAt: p.datetime().fieldName('used_at').nullable(),
    createdAt: createdAtProperty(),
  },
});
export type EmailToken = InferEntity<typeof EmailTokenSchema>;
