import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { oneOf, workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import { CustomerSchema } from './customer.entity.js';

export type SurveyResponseSource = 'share-page' | 'recurring-report' | 'playbook';

/** A respondent's answer to the NPS question about a client (0–10), with the survey page's CSAT (1–5) and comment. No address or cookie of the person is kept. */
export const SurveyResponseSchema = defineEntity({
  name: 'CsSurveyResponse',
  ...workspaceOwnedTable('customer_success_survey_response'),
  uniques: [{ name: 'customer_success_survey_response_link_unique', properties: ['workspace', 'linkKey'] }],
  properties: {
    ...workspaceOwnedRowProperties(),
    customer: () => p.manyToOne(CustomerSchema).fieldName('customer_id').deleteRule('cascade').updateRule('no action'),
    source: p
      .text()
      .$type<SurveyResponseSource>()
      .check(oneOf('source', ['share-page', 'recurring-report', 'playbook'])),
    /**
     * Who answered: the invitation (a share page's opening, `share:<report>:<invitation>`, or an
     * e-mailed link), which keeps one answer (answering again replaces it). Null only for share-page
     * answers given before invitations, each its own respondent.
     */
    linkKey: p.text().fieldName('link_key').nullable(),
    npsScore: p.smallint().fieldName('nps_score').check('nps_score >= 0 and nps_score <= 10'),
    csatScore: p.smallint().fieldName('csat_score').nullable().check('csat_score >= 1 and csat_score <= 5'),
    comment: p.text().default(''),
  },
});
export type SurveyResponse = InferEntity<typeof SurveyResponseSchema>;
