import { normaliseAnalysisUrl, singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';
import validationTexts from './validation-messages.texts.json' with { type: 'json' };

/** Message keys of the validation errors below; the server registers their texts and answers in the request's language. */
export const __CAMEL__ValidationMessages: Record<keyof typeof validationTexts, LocalizedText> = validationTexts;

/** `POST /api/__ID__/items`. The address is written as the analysis plugin writes the addresses it audits, so that they meet. */
export const create__PASCAL__ItemSchema = z.object({
  name: singleLine(
    z
      .string({ error: '__ID__.nameRequired' })
      .trim()
      .min(1, { error: '__ID__.nameRequired' })
      .max(120, { error: '__ID__.nameTooLong' }),
  ),
  url: singleLine(
    z
      .string({ error: '__ID__.urlRequired' })
      .trim()
      .min(1, { error: '__ID__.urlRequired' })
      .max(2048, { error: '__ID__.urlInvalid' }),
  ).transform((typed, ctx) => {
    const address = normaliseAnalysisUrl(typed);
    if (address.ok) return address.url;
    ctx.addIssue({ code: 'custom', message: '__ID__.urlInvalid' });
    return z.NEVER;
  }),
});
export type Create__PASCAL__Item = z.input<typeof create__PASCAL__ItemSchema>;

/** The `:id` of `/api/__ID__/items/:id`. */
export const __CAMEL__ItemIdSchema = z.object({ id: z.uuid() });

/** One item as the API answers it: an address and what its latest audit says. */
export interface __PASCAL__ItemView {
  id: string;
  name: string;
  url: string;
  /** The performance score of the address's latest completed audit in the workspace, as the last check found it; null: none. */
  performance: number | null;
  /** When that audit was made. */
  analysedAt: string | null;
  /** When the job last checked the address; null until the schedule's first check (within a minute of adding it). */
  checkedAt: string | null;
  createdAt: string;
}

/** `GET /api/__ID__/items`: the workspace's items, newest first. */
export interface __PASCAL__ItemList {
  items: __PASCAL__ItemView[];
}
