import { z } from 'zod';

/**
 * 'Enviar por e-mail' (the premium feature 'send e-mail'): a report sent now, its PDF
 * attached, from an analysis, a site audit or an audit report. Sold with the plan feature below;
 * every send of a workspace counts against one hourly limit.
 */
export const REPORT_EMAIL_FEATURE = 'sendEmail';
export const REPORT_EMAIL_MAX_RECIPIENTS = 10;
export const REPORT_EMAIL_MESSAGE_MAX = 1000;
/** Sends (requests, whatever their number of recipients) a workspace may make in an hour. */
export const REPORT_EMAILS_PER_HOUR = 10;

/** The request's refusals, answered in the request's language (registered by the server). */
export const reportEmailMessages = {
  'reportEmail.recipientsRequired': { pt: 'Informe pelo menos um destinatário.', en: 'Enter at least one recipient.' },
  'reportEmail.recipientsTooMany': {
    pt: `No máximo ${REPORT_EMAIL_MAX_RECIPIENTS} destinatários por envio.`,
    en: `At most ${REPORT_EMAIL_MAX_RECIPIENTS} recipients per send.`,
  },
  'reportEmail.recipientInvalid': { pt: 'E-mail de destinatário inválido.', en: 'Invalid recipient e-mail.' },
  'reportEmail.messageTooLong': {
    pt: `A mensagem pode ter no máximo ${REPORT_EMAIL_MESSAGE_MAX} caracteres.`,
    en: `The message can have at most ${REPORT_EMAIL_MESSAGE_MAX} characters.`,
  },
  'reportEmail.languageInvalid': { pt: 'Idioma inválido: use pt ou en.', en: 'Invalid language: use pt or en.' },
} as const;

const recipient = z
  .string({ error: 'reportEmail.recipientInvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'reportEmail.recipientInvalid' }).max(254, { error: 'reportEmail.recipientInvalid' }));

/**
 * `POST …/:id/send-email`: 1–10 addresses (trimmed, lower case, each once), an optional note put
 * above the report in the e-mail, and the language of the e-mail and its PDF (else the request's).
 */
export const sendReportEmailSchema = z.object(
  {
    recipients: z
      .array(recipient, { error: 'reportEmail.recipientsRequired' })
      .min(1, { error: 'reportEmail.recipientsRequired' })
      .transform((list) => [...new Set(list)])
      .pipe(z.array(z.string()).max(REPORT_EMAIL_MAX_RECIPIENTS, { error: 'reportEmail.recipientsTooMany' })),
    message: z
      .string({ error: 'reportEmail.messageTooLong' })
      .trim()
      .max(REPORT_EMAIL_MESSAGE_MAX, { error: 'reportEmail.messageTooLong' })
      .optional()
      .transform((text) => text || undefined),
    language: z.enum(['pt', 'en'], { error: 'reportEmail.languageInvalid' }).optional(),
  },
  { error: 'reportEmail.recipientsRequired' },
);
export type SendReportEmailInput = z.input<typeof sendReportEmailSchema>;
export type SendReportEmailRequest = z.output<typeof sendReportEmailSchema>;

/** What a send answers: the addresses it went to (as stored) and how many sends are left this hour. */
export interface SendReportEmailResult {
  recipients: string[];
  remainingThisHour: number;
}
