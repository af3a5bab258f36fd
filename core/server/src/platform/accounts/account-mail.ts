import { escapeHtml, type MailMessage } from '../../kernel/index.js';

export interface AccountMailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** `color`: the button's, `#RRGGBB` (a brand's); the product's blue without it. */
  button?: { label: string; link: string; color?: string };
  footer: string;
}

/** The layout of the account e-mails: greeting, paragraphs, an optional button with its link spelled out, a footer. */
export function accountMail(content: AccountMailContent): MailMessage {
  const { to, subject, greeting, paragraphs, button, footer } = content;
  const text = [greeting, ...paragraphs, ...(button ? [button.link] : []), footer].join('\n\n');
  const buttonHtml = button
    ? `<p><a href="${escapeHtml(button.link)}" style="background:${escapeHtml(button.color ?? '#3B82F6')};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(button.link)}</p>`
    : '';
  return {
    to,
    subject,
    text: `${text}\n`,
    html: `<p>${escapeHtml(greeting)}</p>${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}
${buttonHtml}<p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>`,
    links: button ? [button.link] : [],
  };
}
