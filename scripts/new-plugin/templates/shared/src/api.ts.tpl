import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';

/** Message keys of the validation errors below; the server registers their texts and answers in the request's language. */
export const __CAMEL__ValidationMessages = {
  '__ID__.nameRequired': { pt: 'Informe o nome do item.', en: 'Enter the item’s name.' },
  '__ID__.nameTooLong': { pt: 'O nome pode ter até 120 caracteres.', en: 'The name may have up to 120 characters.' },
  '__ID__.descriptionTooLong': { pt: 'A descrição pode ter até 2000 caracteres.', en: 'The description may have up to 2000 characters.' },
} satisfies Record<string, LocalizedText>;

/** `POST /api/__ID__/items`. */
export const create__PASCAL__ItemSchema = z.object({
  name: singleLine(
    z
      .string({ error: '__ID__.nameRequired' })
      .trim()
      .min(1, { error: '__ID__.nameRequired' })
      .max(120, { error: '__ID__.nameTooLong' }),
  ),
  description: z.string().trim().max(2000, { error: '__ID__.descriptionTooLong' }).default(''),
});
export type Create__PASCAL__Item = z.input<typeof create__PASCAL__ItemSchema>;

/** The `:id` of `/api/__ID__/items/:id`. */
export const __CAMEL__ItemIdSchema = z.object({ id: z.uuid() });

/** One item as the API answers it. */
export interface __PASCAL__ItemView {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

/** `GET /api/__ID__/items`: the workspace's items, newest first. */
export interface __PASCAL__ItemList {
  items: __PASCAL__ItemView[];
}
