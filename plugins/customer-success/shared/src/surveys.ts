import { z } from 'zod';

/** The sealed token of a survey link (base64url). */
export const surveyTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{40,600}$/) });

/** `POST /api/cs/public/surveys/:token`: the NPS answer (0–10), and on the survey page a CSAT (1–5) and a comment. */
export const surveyAnswerSchema = z.strictObject({
  score: z.number({ error: 'cs.scoreInvalid' }).int({ error: 'cs.scoreInvalid' }).min(0, { error: 'cs.scoreInvalid' }).max(10, { error: 'cs.scoreInvalid' }),
  csat: z
    .number({ error: 'cs.csatInvalid' })
    .int({ error: 'cs.csatInvalid' })
    .min(1, { error: 'cs.csatInvalid' })
    .max(5, { error: 'cs.csatInvalid' })
    .optional(),
  comment: z.string().trim().max(1000, { error: 'cs.commentTooLong' }).default(''),
});
export type SurveyAnswer = z.input<typeof surveyAnswerSchema>;

/** `GET /api/cs/public/surveys/:token`: what the one-question page shows. Nothing internal (ids, the workspace). */
export interface PublicSurvey {
  /** Who asks: the agency's name (or its white-label brand's). */
  askedBy: string;
  /** Whether this link already has its answer (a link sent by e-mail takes one; a share page's takes many). */
  answered: boolean;
}
