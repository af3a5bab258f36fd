import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';

/** Message keys of the validation errors below; the server registers their texts and answers in the request's language. */
export const siteAuditValidationMessages = {
  'site-audit.nameRequired': { pt: 'Informe o nome do item.', en: 'Enter the item’s name.' },
  'site-audit.nameTooLong': { pt: 'O nome pode ter até 120 caracteres.', en: 'The name may have up to 120 characters.' },
  'site-audit.descriptionTooLong': { pt: 'A descrição pode ter até 2000 caracteres.', en: 'The description may have up to 2000 characters.' },
} satisfies Record<string, LocalizedText>;

/** `POST /api/site-audit/items`. */
export const createSiteAuditItemSchema = z.object({
  name: singleLine(
    z.string({ error: 'site-audit.nameRequired' }).trim().min(1, { error: 'site-audit.nameRequired' }).max(120, { error: 'site-audit.nameTooLong' }),
  ),
  description: z.string().trim().max(2000, { error: 'site-audit.descriptionTooLong' }).default(''),
});
export type CreateSiteAuditItem = z.input<typeof createSiteAuditItemSchema>;

/** The `:id` of `/api/site-audit/items/:id`. */
export const siteAuditItemIdSchema = z.object({ id: z.uuid() });

/** One item as the API answers it. */
export interface SiteAuditItemView {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

/** `GET /api/site-audit/items`: the workspace's items, newest first. */
export interface SiteAuditItemList {
  items: SiteAuditItemView[];
}
