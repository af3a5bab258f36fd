import { ApiError } from '@otimiza/sdk/server';
import { recurringMessages, type createRecurringReportSchema } from '@otimiza/plugin-reports-shared';
import type { z } from 'zod';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const invalid = (message: { pt: string; en: string }, field: string) => new ApiError('VALIDATION_ERROR', 400, message, { field });

/** Blank URL and recipient rows dropped; a name, one URL and one recipient with '@' required. */
export function cleanRecurringInput(input: z.output<typeof createRecurringReportSchema>) {
  const name = input.name.trim();
  if (!name) throw invalid(recurringMessages.nameRequired, 'name');
  const urls = input.urls.map((url) => url.trim()).filter(Boolean);
  if (urls.length === 0) throw invalid(recurringMessages.urlRequired, 'urls');
  const recipients = [...new Set(input.recipients.map((recipient) => recipient.trim().toLowerCase()).filter(Boolean))];
  if (!recipients.some((recipient) => recipient.includes('@'))) throw invalid(recurringMessages.recipientRequired, 'recipients');
  const wrong = recipients.find((recipient) => !emailPattern.test(recipient));
  if (wrong) throw invalid({ pt: `E-mail inválido: ${wrong}`, en: `Invalid e-mail: ${wrong}` }, 'recipients');
  return { ...input, name, urls, recipients };
}
