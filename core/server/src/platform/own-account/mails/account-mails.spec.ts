import { describe, expect, it } from 'vitest';
import { emailChangeNoticeMail, newEmailConfirmationMail } from './email-change-mails.js';
import { goodbyeMail } from './goodbye-mail.js';
import { passwordResetMail } from './password-reset-mail.js';

const link = 'https://app.otimiza.test/reset-password?token=abc_DEF-123';

describe('account e-mails', () => {
  it('writes the reset link in the user’s language, in the text, the HTML and the link list', () => {
    const pt = passwordResetMail({ to: 'ana@example.com', firstName: 'Ana', link, language: 'pt' });
    expect(pt).toMatchObject({ to: 'ana@example.com', subject: 'Redefina sua senha — Otimiza', links: [link] });
    expect(pt.text).toContain('Olá, Ana!');
    expect(pt.text).toContain(link);
    expect(pt.html).toContain(`href="${link}"`);
    const en = passwordResetMail({ to: 'ana@example.com', firstName: 'Ana', link, language: 'en' });
    expect(en.subject).toBe('Reset your password — Otimiza');
    expect(en.text).toContain('valid for 60 minutes and works once');
  });

  it('escapes what the user typed (a name, an address) in the HTML', () => {
    const mail = emailChangeNoticeMail({ to: 'ana@example.com', firstName: '<script>x</script>', newEmail: 'a"b@example.com', language: 'pt' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.html).toContain('a&#34;b@example.com');
    expect(mail.links).toEqual([]);
  });

  it('sends the new-address link only to the new address, and says what goes in the goodbye', () => {
    const confirm = newEmailConfirmationMail({ to: 'novo@example.com', firstName: 'Ana', link, language: 'en' });
    expect(confirm).toMatchObject({ to: 'novo@example.com', subject: 'Confirm your new e-mail — Otimiza', links: [link] });
    const kept = goodbyeMail({ to: 'ana@example.com', firstName: 'Ana', workspaceDeleted: false, subscriptionsCancelled: 0, language: 'pt' });
    expect(kept.text).toContain('O espaço de trabalho continua com os outros proprietários.');
    expect(kept.text).not.toContain('assinatura');
    const gone = goodbyeMail({ to: 'ana@example.com', firstName: 'Ana', workspaceDeleted: true, subscriptionsCancelled: 1, language: 'en' });
    expect(gone.text).toContain('The subscription was cancelled: nothing more will be charged.');
  });
});
