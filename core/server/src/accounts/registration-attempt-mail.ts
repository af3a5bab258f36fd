import type { HostBrand } from '@otimiza/sdk/shared';
import type { MailMessage } from '../mail/mail.service.js';
import { escapeHtml } from '../mail/escape-html.js';

/**
 * To the owner of an address someone tried to sign up with again: nothing changed in the account,
 * how to sign in or choose a new password if it was them. In Portuguese and English, since the
 * account keeps no language and the request's may not be the owner's; `brand`: the white-label
 * domain's, as for the verification e-mail.
 */
export function registrationAttemptMail(input: {
  to: string;
  firstName: string;
  loginLink: string;
  resetLink: string;
  brand: Pick<HostBrand, 'name' | 'primaryColor'> | null;
}): MailMessage {
  const { to, firstName, loginLink, resetLink, brand } = input;
  const product = brand?.name ?? 'Otimiza';
  const pt = [
    `Olá, ${firstName}!`,
    `Alguém tentou criar uma conta no ${product} com este e-mail, que já tem uma conta. Nada mudou na sua conta.`,
    `Se foi você, entre com sua senha: ${loginLink}`,
    `Se esqueceu a senha, escolha uma nova: ${resetLink}`,
    'Se não foi você, ignore esta mensagem: sem acesso a este e-mail, ninguém entra na sua conta.',
  ];
  const en = [
    `Hello, ${firstName}!`,
    `Someone tried to create an account on ${product} with this e-mail, which already has one. Nothing changed in your account.`,
    `If it was you, sign in with your password: ${loginLink}`,
    `If you forgot the password, choose a new one: ${resetLink}`,
    'If it was not you, ignore this message: without access to this e-mail, nobody gets into your account.',
  ];
  const colour = escapeHtml(brand?.primaryColor ?? '#3B82F6');
  const section = (lines: string[], lang: string, login: string, reset: string) =>
    `<div lang="${lang}"><p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p>
<p><a href="${escapeHtml(loginLink)}" style="background:${colour};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${login}</a>
&nbsp; <a href="${escapeHtml(resetLink)}" style="color:${colour}">${reset}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(lines[4]!)}</p></div>`;
  return {
    to,
    subject: `Tentativa de cadastro com seu e-mail — ${product} | Sign-up attempt with your e-mail — ${product}`,
    text: `${pt.join('\n\n')}\n\n---\n\n${en.join('\n\n')}\n`,
    html: `${section(pt, 'pt-BR', 'Entrar', 'Esqueci minha senha')}<hr style="border:none;border-top:1px solid #ddd">${section(en, 'en', 'Sign in', 'Forgot my password')}`,
    links: [loginLink, resetLink],
    ...(brand ? { fromName: brand.name } : {}),
  };
}
