import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The key that seals survey links: 32 random bytes made once at first use (one row; the first
 * replica's insert wins). Not workspace-owned.
 */
export const SurveySecretSchema = defineEntity({
  name: 'CsSurveySecret',
  tableName: 'customer_success_survey_secret',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    /** base64url of the 32 bytes. */
    secret: p.text(),
    createdAt: p
      .datetime()
      .fieldName('created_at')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type SurveySecret = InferEntity<typeof SurveySecretSchema>;
