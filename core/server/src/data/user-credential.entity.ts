import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserSchema, updatedAtProperty } from '@otimiza/sdk/server';

/**
 * A user's password hash, in a core table of its own: the user entity plugins see (in the SDK)
 * carries no secret. A user without a row (the investor demo's) has no password that can match.
 */
export const UserCredentialSchema = defineEntity({
  name: 'UserCredential',
  tableName: 'core_user_credential',
  properties: {
    user: () => p.manyToOne(UserSchema).primary().fieldName('user_id').deleteRule('cascade').updateRule('no action'),
    passwordHash: p.text().fieldName('password_hash').hidden(),
    updatedAt: updatedAtProperty(),
  },
});
export type UserCredential = InferEntity<typeof UserCredentialSchema>;
