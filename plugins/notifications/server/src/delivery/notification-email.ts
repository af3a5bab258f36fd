import type { OutgoingMessage } from '@otimiza/sdk/server';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import type { RecommendedAction } from '@otimiza/plugin-notifications-shared';

/** One notification in an e-mail, its links already the signed click redirects and its pixel the open tracker. */
export interface EmailItem {
  title: LocalizedText;
  message: LocalizedText;
  actions: readonly RecommendedAction[];
  action: { url: string; text: LocalizedText } | null;
  site: { url: string; label: string } | null;
  pixelUrl: string;
}

export interface NotificationEmailInput {
  to: string;
  firstName: string;
  productName: string;
  items: readonly EmailItem[];
  /** The click redirect to the member's notification settings. */
  settingsUrl: string;
  /** A template's subject and text, already filled in (a campaign's or a rule's). */
  template?: { subject: string; body: string } | null;
  fromName?: string;
  /** The recipient's language (stored on their account): the whole e-mail is written in it. */
  language: Language;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const words = {
  hello: { pt: (name: string) => (name ? `Olá, ${name}!` : 'Olá!'), en: (name: string) => (name ? `Hello, ${name}!` : 'Hello!') },
  subject: {
    pt: (product: string, count: number) => `${product}: ${count} notificações novas`,
    en: (product: string, count: number) => `${product}: ${count} new notifications`,
  },
  digest: {
    pt: (count: number) => `Você tem ${count} notificações novas.`,
    en: (count: number) => `You have ${count} new notifications.`,
  },
  actions: { pt: 'Ações recomendadas', en: 'Recommended actions' },
  site: { pt: 'Site', en: 'Website' },
  footer: {
    pt: 'Você recebe este e-mail pelas suas configurações de notificação. Altere-as na central de notificações:',
    en: 'You get this e-mail because of your notification settings. Change them in the notification centre:',
  },
  settings: { pt: 'Configurações de notificação', en: 'Notification settings' },
} as const;

function subjectOf(input: NotificationEmailInput): string {
  if (input.template) return input.template.subject;
  if (input.items.length === 1) return input.items[0]!.title[input.language];
  return words.subject[input.language](input.productName, input.items.length);
}

function textPart(input: NotificationEmailInput, language: Language): string {
  const lines = [words.hello[language](input.firstName), ''];
  if (input.items.length > 1) lines.push(words.digest[language](input.items.length), '');
  for (const item of input.items) {
    lines.push(item.title[language], item.message[language]);
    if (item.actions.length) lines.push(`${words.actions[language]}:`, ...item.actions.map((action) => `- ${action.title[language]}`));
    if (item.action) lines.push(`${item.action.text[language]}: ${item.action.url}`);
    if (item.site) lines.push(`${words.site[language]}: ${item.site.url}`);
    lines.push('');
  }
  return lines.join('\n');
}

function htmlPart(input: NotificationEmailInput, language: Language): string {
  const items = input.items
    .map((item) => {
      const actions = item.actions.length
        ? `<p style="margin:8px 0 4px"><strong>${escape(words.actions[language])}</strong></p><ul>${item.actions.map((action) => `<li>${escape(action.title[language])}</li>`).join('')}</ul>`
        : '';
      const button = item.action
        ? `<p><a href="${escape(item.action.url)}" style="display:inline-block;padding:8px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escape(item.action.text[language])}</a></p>`
        : '';
      const site = item.site ? `<p>${escape(words.site[language])}: <a href="${escape(item.site.url)}">${escape(item.site.label)}</a></p>` : '';
      return `<h2 style="font-size:18px;margin:16px 0 4px">${escape(item.title[language])}</h2><p>${escape(item.message[language])}</p>${actions}${button}${site}`;
    })
    .join('');
  const intro = input.items.length > 1 ? `<p>${escape(words.digest[language](input.items.length))}</p>` : '';
  return `<div lang="${language === 'pt' ? 'pt-BR' : 'en'}"><p>${escape(words.hello[language](input.firstName))}</p>${intro}${items}</div>`;
}

/** The e-mail of one notification, or of a digest of several, in the recipient's language; every link tracked. */
export function notificationEmail(input: NotificationEmailInput): OutgoingMessage {
  const { language } = input;
  const pixels = input.items.map((item) => `<img src="${escape(item.pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">`).join('');
  const footer = (language: Language) =>
    `<p style="color:#6b7280;font-size:12px">${escape(words.footer[language])} <a href="${escape(input.settingsUrl)}">${escape(words.settings[language])}</a></p>`;
  const links = [...input.items.flatMap((item) => [item.action?.url, item.site?.url]), input.settingsUrl].filter((link): link is string => !!link);
  if (input.template) {
    const paragraphs = input.template.body
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('');
    const button = input.items[0]?.action ? `<p><a href="${escape(input.items[0].action.url)}">${escape(input.items[0].action.text[language])}</a></p>` : '';
    return {
      to: input.to,
      subject: subjectOf(input),
      text: `${input.template.body}\n\n${words.footer[language]} ${input.settingsUrl}`,
      html: `<div style="font-family:Arial,sans-serif;line-height:1.5">${paragraphs}${button}${footer(language)}${pixels}</div>`,
      links: [...new Set(links)],
      ...(input.fromName ? { fromName: input.fromName } : {}),
    };
  }
  return {
    to: input.to,
    subject: subjectOf(input),
    text: `${textPart(input, language)}\n${words.footer[language]} ${input.settingsUrl}\n`,
    html: `<div style="font-family:Arial,sans-serif;line-height:1.5">${htmlPart(input, language)}${footer(language)}${pixels}</div>`,
    links: [...new Set(links)],
    ...(input.fromName ? { fromName: input.fromName } : {}),
  };
}
