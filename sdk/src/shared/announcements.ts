import { z } from 'zod';
import { singleLine } from './text-hygiene.js';

const title = singleLine(z.string().trim().min(1).max(120));
const message = z.string().trim().min(1).max(2000);

/** A link an announcement points to: an address of the app ('/pricing') or an http(s) URL. */
const actionUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Use an address of the app (starting with /) or an http(s) URL.');

/**
 * `POST /api/admin/announcements`: an instance administrator's message, in both languages, to
 * every workspace (no `workspaceId`) or to one.
 */
export const adminAnnouncementSchema = z
  .object({
    title: z.object({ pt: title, en: title }).strict(),
    message: z.object({ pt: message, en: message }).strict(),
    actionUrl: actionUrl.nullish(),
    workspaceId: z.uuid().nullish(),
  })
  .strict();
export type AdminAnnouncementInput = z.output<typeof adminAnnouncementSchema>;

/** What `POST /api/admin/announcements` answers: the published event's id and its audience. */
export interface AdminAnnouncementView {
  id: string;
  workspaceId: string | null;
}
