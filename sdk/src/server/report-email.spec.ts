import { describe, expect, it } from 'vitest';
import { partnerBrand } from '../testing/partner-brand.js';
import { reportEmailContent } from './report-email.js';

describe('reportEmailContent', () => {
  it('signs with the product without a white-label brand', () => {
    const email = reportEmailContent({ title: 'https://loja.com.br/', language: 'pt' }, null);
    expect(email).toEqual({
      subject: 'Relatório: https://loja.com.br/ — Otimiza',
      text: 'Segue em anexo o relatório de https://loja.com.br/, em PDF.\n\n— Otimiza\n',
      html: '<p>Segue em anexo o relatório de https://loja.com.br/, em PDF.</p><p style="color:#555555">— Otimiza</p>',
    });
  });

  it('is sent and signed by the brand in force, crediting the product unless the brand hides it', () => {
    const email = reportEmailContent({ title: 'https://shop.com/', language: 'en', message: 'Hi <team>\nsee below' }, partnerBrand);
    expect(email.fromName).toBe('Painel Parceiro');
    expect(email.subject).toBe('Report: https://shop.com/ — Painel Parceiro');
    expect(email.text).toBe('Hi <team>\nsee below\n\nAttached is the report of https://shop.com/, as a PDF.\n\n— Painel Parceiro · Powered by Otimiza\n');
    expect(email.html).toContain('<p>Hi &lt;team&gt;<br>see below</p>');
    expect(email.html).toContain('<p style="color:#0F766E">— Painel Parceiro · Powered by Otimiza</p>');
    const hidden = reportEmailContent({ title: 'https://shop.com/', language: 'en' }, { ...partnerBrand, hideProductBrand: true });
    expect(hidden.text).toContain('— Painel Parceiro\n');
    expect(hidden.text).not.toContain('Otimiza');
  });

  it('keeps a title on one line in the subject', () => {
    expect(reportEmailContent({ title: 'Auditoria\r\nLGPD', language: 'pt' }, null).subject).toBe('Relatório: Auditoria LGPD — Otimiza');
  });
});
