import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';

/** Message keys of the validation errors below; the server registers their texts and answers in the request's language. */
export const customerSuccessValidationMessages = {
  'customer-success.nameRequired': { pt: 'Informe o nome do item.', en: 'Enter the item’s name.' },
  'customer-success.nameTooLong': { pt: 'O nome pode ter até 120 caracteres.', en: 'The name may have up to 120 characters.' },
  'customer-success.descriptionTooLong': { pt: 'A descrição pode ter até 2000 caracteres.', en: 'The description may have up to 2000 characters.' },
} satisfies Record<string, LocalizedText>;

/** `POST /api/customer-success/items`. */
export const createCustomerSuccessItemSchema = z.object({
  name: singleLine(
    z
      .string({ error: 'customer-success.nameRequired' })
      .trim()
      .min(1, { error: 'customer-success.nameRequired' })
      .max(120, { error: 'customer-success.nameTooLong' }),
  ),
  description: z.string().trim().max(2000, { error: 'customer-success.descriptionTooLong' }).default(''),
});
export type CreateCustomerSuccessItem = z.input<typeof createCustomerSuccessItemSchema>;

/** The `:id` of `/api/customer-success/items/:id`. */
export const customerSuccessItemIdSchema = z.object({ id: z.uuid() });

/** One item as the API answers it. */
export interface CustomerSuccessItemView {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

/** `GET /api/customer-success/items`: the workspace's items, newest first. */
export interface CustomerSuccessItemList {
  items: CustomerSuccessItemView[];
}
