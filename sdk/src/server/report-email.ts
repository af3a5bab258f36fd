import type { HostBrand, Language } from '../shared/index.js';
import { REPORT_EMAILS_PER_HOUR, type SendReportEmailResult } from '../shared/report-email.js';
import type { BrandPort } from './brand.port.js';
import { reportEmailed } from './events/domain-events.js';
import type { EventsPort } from './events/events.port.js';
import type { MailPort } from './mail.port.js';
import { ApiError } from './api-error.js';
import { rateLimitError, type RateLimitPort } from './rate-limit.port.js';

/** The product's name, signing e-mails that carry no white-label brand (or credited under one that does not hide it). */
const PRODUCT_NAME = 'Otimiza';

/** What `sendReportEmail` needs of the host; a plugin's service injects them (BrandPort only when white-label is mounted). */
export interface ReportEmailPorts {
  mail: MailPort;
  rateLimit: RateLimitPort;
  events: EventsPort;
  brands?: BrandPort | null;
}

export interface ReportEmail {
  workspaceId: string;
  /** The member who sends it. */
  userId: string;
  source: 'analysis' | 'site-audit' | 'audit-report';
  itemId: string;
  /** What the report is of, as its owner names it: an address, an audit's title. */
  title: string;
  language: Language;
  recipients: string[];
  /** The sender's note, put above the report. */
  message?: string;
  /** Builds the PDF; called only once the send is allowed. */
  pdf: () => Promise<{ fileName: string; bytes: Uint8Array }>;
}

const words = {
  pt: {
    subject: (title: string) => `Relatório: ${title}`,
    intro: (title: string) => `Segue em anexo o relatório de ${title}, em PDF.`,
    note: 'Mensagem',
    credit: 'Com tecnologia',
    limit: (minutes: number) =>
      `Limite de envios por e-mail atingido: até ${REPORT_EMAILS_PER_HOUR} por hora neste espaço de trabalho. Tente novamente em ${minutes} min.`,
  },
  en: {
    subject: (title: string) => `Report: ${title}`,
    intro: (title: string) => `Attached is the report of ${title}, as a PDF.`,
    note: 'Message',
    credit: 'Powered by',
    limit: (minutes: number) => `E-mail send limit reached: up to ${REPORT_EMAILS_PER_HOUR} an hour in this workspace. Try again in ${minutes} min.`,
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The e-mail of a report sent now: the note, one line on the attachment, signed by the brand in force (or the product). */
export function reportEmailContent(
  input: Pick<ReportEmail, 'title' | 'language' | 'message'>,
  brand: HostBrand | null,
): { subject: string; text: string; html: string; fromName?: string } {
  const said = words[input.language];
  const signature = [brand?.name ?? PRODUCT_NAME, brand && !brand.hideProductBrand ? `${said.credit} ${PRODUCT_NAME}` : ''].filter(Boolean).join(' · ');
  const note = input.message?.trim();
  const subject = `${said.subject(input.title)} — ${brand?.name ?? PRODUCT_NAME}`.replace(/[\r\n]+/g, ' ');
  const text = [...(note ? [note, ''] : []), said.intro(input.title), '', `— ${signature}`, ''].join('\n');
  const html =
    (note ? `<p>${escape(note).replace(/\r?\n/g, '<br>')}</p>` : '') +
    `<p>${escape(said.intro(input.title))}</p>` +
    `<p style="color:${brand?.primaryColor ?? '#555555'}">— ${escape(signature)}</p>`;
  return { subject, text, html, ...(brand ? { fromName: brand.name } : {}) };
}

/**
 * 'Enviar por e-mail': one send of a workspace's report, to each recipient with its PDF attached.
 * The workspace's hourly limit is consumed first (atomically, whatever the number of simultaneous
 * requests), so a refused send builds nothing: 429 RATE_LIMIT with Retry-After, in `language`.
 * Each message goes to the outbox (delivered by the mail job, retried); the send is then published
 * as `reportEmailed`, which the notifications plugin records in its delivery analytics.
 */
export async function sendReportEmail(ports: ReportEmailPorts, email: ReportEmail): Promise<SendReportEmailResult> {
  const decision = await ports.rateLimit.consume(`report-email:${email.workspaceId}`, { points: REPORT_EMAILS_PER_HOUR, windowSeconds: 3600 });
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
    throw rateLimitError(decision, { pt: words.pt.limit(minutes), en: words.en.limit(minutes) });
  }
  const [pdf, brand] = await Promise.all([email.pdf(), ports.brands ? ports.brands.brandOfWorkspace(email.workspaceId) : null]);
  const content = reportEmailContent(email, brand);
  const attachments = [{ filename: pdf.fileName, type: 'application/pdf', content: pdf.bytes }];
  const messageIds: string[] = [];
  try {
    for (const to of email.recipients) messageIds.push(await ports.mail.send({ to, ...content, attachments }));
  } catch {
    // 'Error sending email'; the messages already in the outbox still go.
    throw new ApiError('API_UNAVAILABLE', 503, { pt: 'Erro ao enviar e-mail. Tente novamente.', en: 'Error sending email. Please try again.' });
  }
  await ports.events.publish(reportEmailed, email.workspaceId, {
    userId: email.userId,
    source: email.source,
    itemId: email.itemId,
    title: email.title,
    messageIds,
    sentAt: new Date().toISOString(),
  });
  return { recipients: email.recipients, remainingThisHour: decision.remaining };
}
