import type { HostBrand, Language } from '@otimiza/sdk/shared';
import { escapeHtml, type MailMessage } from '../../kernel/index.js';

const texts = {
  pt: {
    subject: (product: string) => `Tentativa de cadastro com seu e-mail — ${product}`,
    lines: (firstName: string, product: string, loginLink: string, resetLink: string) => [
      `Olá, ${firstName}!`,
      `Alguém tentou criar uma conta no ${product} com este e-mail, que já tem uma conta. Nada mudou na sua conta.`,
      `Se foi você, entre com sua senha: ${loginLink}`,
      `Se esqueceu a senha, escolha uma nova: ${resetLink}`,
      'Se não foi você, ignore esta mensagem: sem acesso a este e-mail, ninguém entra na sua conta.',
    ],
    login: 'Entrar',
    reset: 'Esqueci minha senha',
    lang: 'pt-BR',
  },
  en: {
    subject: (product: string) => `Sign-up attempt with your e-mail — ${product}`,
    lines: (firstName: string, product: string, loginLink: string, resetLink: string) => [
      `Hello, ${firstName}!`,
      `Someone tried to create an account on ${product} with this e-mail, which already has one. Nothing changed in your account.`,
      `If it was you, sign in with your password: ${loginLink}`,
      `If you forgot the password, choose a new one: ${resetLink}`,
      'If it was not you, ignore this message: without access to this e-mail, nobody gets into your account.',
    ],
    login: 'Sign in',
    reset: 'Forgot my password',
    lang: 'en',
  },
} as const;

/**
 * To the owner of an address someone tried to sign up with again: nothing changed in the account,
 * how to sign in or choose a new password if it was them. In the owner's stored language (not the
 * request's, which may be a stranger's); `brand`: the white-label domain's, as for the verification e-mail.
 */
export function registrationAttemptMail(input: {
  to: string;
  firstName: string;
  loginLink: string;
  resetLink: string;
  language: Language;
  brand: Pick<HostBrand, 'name' | 'primaryColor'> | null;
}): MailMessage {
  const { to, firstName, loginLink, resetLink, language, brand } = input;
  const product = brand?.name ?? 'Otimiza';
  const text = texts[language];
  const lines = text.lines(firstName, product, loginLink, resetLink);
  const colour = escapeHtml(brand?.primaryColor ?? '#3B82F6');
  return {
    to,
    subject: text.subject(product),
    text: `${lines.join('\n\n')}\n`,
    html: `<div lang="${text.lang}"><p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p>
<p><a href="${escapeHtml(loginLink)}" style="background:${colour};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${text.login}</a>
&nbsp; <a href="${escapeHtml(resetLink)}" style="color:${colour}">${text.reset}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(lines[4]!)}</p></div>`,
    links: [loginLink, resetLink],
    ...(brand ? { fromName: brand.name } : {}),
  };
}
