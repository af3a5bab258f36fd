import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';

/** Message keys of the validation errors below; the server registers their texts and answers in the request's language. */
export const biValidationMessages = {
  'bi.nameRequired': { pt: 'Informe o nome do item.', en: 'Enter the item’s name.' },
  'bi.nameTooLong': { pt: 'O nome pode ter até 120 caracteres.', en: 'The name may have up to 120 characters.' },
  'bi.descriptionTooLong': { pt: 'A descrição pode ter até 2000 caracteres.', en: 'The description may have up to 2000 characters.' },
} satisfies Record<string, LocalizedText>;

/** `POST /api/bi/items`. */
export const createBiItemSchema = z.object({
  name: singleLine(z.string({ error: 'bi.nameRequired' }).trim().min(1, { error: 'bi.nameRequired' }).max(120, { error: 'bi.nameTooLong' })),
  description: z.string().trim().max(2000, { error: 'bi.descriptionTooLong' }).default(''),
});
export type CreateBiItem = z.input<typeof createBiItemSchema>;

/** The `:id` of `/api/bi/items/:id`. */
export const biItemIdSchema = z.object({ id: z.uuid() });

/** One item as the API answers it. */
export interface BiItemView {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

/** `GET /api/bi/items`: the workspace's items, newest first. */
export interface BiItemList {
  items: BiItemView[];
}
