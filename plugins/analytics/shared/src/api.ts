import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';

/** Message keys of the validation errors below; the server registers their texts and answers in the request's language. */
export const analyticsValidationMessages = {
  'analytics.nameRequired': { pt: 'Informe o nome do item.', en: 'Enter the item’s name.' },
  'analytics.nameTooLong': { pt: 'O nome pode ter até 120 caracteres.', en: 'The name may have up to 120 characters.' },
  'analytics.descriptionTooLong': { pt: 'A descrição pode ter até 2000 caracteres.', en: 'The description may have up to 2000 characters.' },
} satisfies Record<string, LocalizedText>;

/** `POST /api/analytics/items`. */
export const createAnalyticsItemSchema = z.object({
  name: singleLine(
    z.string({ error: 'analytics.nameRequired' }).trim().min(1, { error: 'analytics.nameRequired' }).max(120, { error: 'analytics.nameTooLong' }),
  ),
  description: z.string().trim().max(2000, { error: 'analytics.descriptionTooLong' }).default(''),
});
export type CreateAnalyticsItem = z.input<typeof createAnalyticsItemSchema>;

/** The `:id` of `/api/analytics/items/:id`. */
export const analyticsItemIdSchema = z.object({ id: z.uuid() });

/** One item as the API answers it. */
export interface AnalyticsItemView {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

/** `GET /api/analytics/items`: the workspace's items, newest first. */
export interface AnalyticsItemList {
  items: AnalyticsItemView[];
}
