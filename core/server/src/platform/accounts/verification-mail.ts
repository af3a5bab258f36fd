import type { HostBrand, Language } from '@otimiza/sdk/shared';
import { escapeHtml, type MailMessage } from '../../kernel/index.js';
import { VERIFY_EMAIL_HOURS } from './email-token.service.js';

/**
 * The e-mail with the verification link, in the user's language; `brand`: the brand of the
 * white-label domain the user signed up on, named (and coloured) in place of the product.
 */
export function verificationMail(input: {
  to: string;
  firstName: string;
  link: string;
  language: Language;
  brand: Pick<HostBrand, 'name' | 'primaryColor'> | null;
}): MailMessage {
  const { to, firstName, link, language, brand } = input;
  const product = brand?.name ?? 'Otimiza';
  const texts =
    language === 'en'
      ? {
          subject: `Confirm your e-mail — ${product}`,
          greeting: `Hello, ${firstName}!`,
          body: `Confirm your e-mail to activate your ${product} account. The link is valid for ${VERIFY_EMAIL_HOURS} hours and works once.`,
          button: 'Confirm e-mail',
          ignore: 'If you did not create an account, ignore this message.',
        }
      : {
          subject: `Confirme seu e-mail — ${product}`,
          greeting: `Olá, ${firstName}!`,
          body: `Confirme seu e-mail para ativar sua conta no ${product}. O link vale por ${VERIFY_EMAIL_HOURS} horas e pode ser usado uma vez.`,
          button: 'Confirmar e-mail',
          ignore: 'Se você não criou uma conta, ignore esta mensagem.',
        };
  return {
    to,
    subject: texts.subject,
    text: `${texts.greeting}\n\n${texts.body}\n\n${link}\n\n${texts.ignore}\n`,
    html: `<p>${escapeHtml(texts.greeting)}</p><p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(link)}" style="background:${escapeHtml(brand?.primaryColor ?? '#3B82F6')};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${texts.button}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(link)}</p><p style="font-size:12px;color:#555">${escapeHtml(texts.ignore)}</p>`,
    links: [link],
    ...(brand ? { fromName: brand.name } : {}),
  };
}
