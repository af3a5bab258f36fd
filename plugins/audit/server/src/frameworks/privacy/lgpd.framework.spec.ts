import { describe, expect, it } from 'vitest';
import type { InspectedForm, PageInspection } from '@otimiza/plugin-analysis-contract';
import { inspectionOf } from '../../testing/page-inspection.fixture.js';
import { isValidCnpj } from './controller-identity.js';
import { lgpdFramework } from './lgpd.framework.js';

const evaluate = (overrides: Partial<PageInspection>) => {
  const outcomes = lgpdFramework.evaluate({ url: 'https://loja.example.com.br/', inspection: inspectionOf(overrides), analysis: null });
  return new Map(outcomes.map((each) => [each.checkId, each]));
};

const contactForm = (overrides: Partial<InspectedForm> = {}): InspectedForm => ({
  selector: 'form#contato',
  action: '/contato',
  method: 'post',
  fields: [
    { type: 'text', name: 'nome', label: 'Nome', autocomplete: null },
    { type: 'email', name: 'email', label: null, autocomplete: null },
  ],
  text: 'Nome E-mail Enviar',
  links: [],
  consentCheckboxes: [],
  ...overrides,
});

const gtag = 'https://www.googletagmanager.com/gtag/js?id=G-TEST';

describe('lgpd', () => {
  it('fails a small-business page: no policy, a tracker and its cookie before consent, no banner, a silent form', () => {
    const outcomes = evaluate({
      requests: [
        { url: 'https://loja.example.com.br/', method: 'GET', resourceType: 'document', firstParty: true, status: 200 },
        { url: gtag, method: 'GET', resourceType: 'script', firstParty: false, status: null },
        { url: gtag, method: 'GET', resourceType: 'script', firstParty: false, status: null },
      ],
      cookies: [
        { name: '_ga', domain: '.loja.example.com.br', path: '/', secure: false, httpOnly: false, sameSite: null, expires: null, firstParty: true },
        { name: 'carrinho', domain: 'loja.example.com.br', path: '/', secure: true, httpOnly: true, sameSite: 'Lax', expires: null, firstParty: true },
      ],
      forms: [contactForm()],
      text: 'Doces artesanais. Fale conosco.',
    });
    expect(outcomes.get('lgpd-privacy-policy')).toMatchObject({ status: 'failed', evidence: [{ kind: 'page', url: 'https://loja.example.com.br/' }] });
    expect(outcomes.get('lgpd-trackers-before-consent')).toMatchObject({ status: 'failed', evidence: [{ kind: 'request', url: gtag }] });
    expect(outcomes.get('lgpd-trackers-before-consent')!.evidence).toHaveLength(1);
    expect(outcomes.get('lgpd-cookies-before-consent')).toMatchObject({
      status: 'failed',
      evidence: [{ kind: 'cookie', cookie: { name: '_ga', domain: '.loja.example.com.br' } }],
    });
    expect(outcomes.get('lgpd-consent-reject-option')?.status).toBe('failed');
    expect(outcomes.get('lgpd-form-purpose-notice')).toMatchObject({ status: 'failed', evidence: [{ selector: 'form#contato' }] });
    expect(outcomes.get('lgpd-controller-identity')?.status).toBe('failed');
    expect(outcomes.get('lgpd-dpo-contact')?.status).toBe('failed');
    expect(outcomes.get('lgpd-https-forms')?.status).toBe('passed');
  });

  it('passes a page with a banner that rejects, a policy naming the controller and the encarregado, and a form with consent', () => {
    const outcomes = evaluate({
      requests: [{ url: gtag, method: 'GET', resourceType: 'script', firstParty: false, status: 200 }],
      consentBanners: [{ selector: '#cookies', text: 'Usamos cookies para medir visitas.', buttons: ['Aceitar', 'Rejeitar'] }],
      forms: [contactForm({ consentCheckboxes: ['Autorizo o uso dos meus dados para resposta ao contato'] })],
      privacyPolicy: {
        url: 'https://loja.example.com.br/privacidade',
        linkText: 'Política de privacidade',
        status: 200,
        text: 'Doceria Exemplo Ltda., CNPJ 11.222.333/0001-81. Encarregado pelo tratamento de dados: Maria Silva, dpo@loja.example.com.br.',
      },
    });
    for (const id of [
      'lgpd-privacy-policy',
      'lgpd-consent-reject-option',
      'lgpd-form-purpose-notice',
      'lgpd-controller-identity',
      'lgpd-dpo-contact',
      'lgpd-https-forms',
    ]) {
      expect(outcomes.get(id)?.status, id).toBe('passed');
    }
    expect(outcomes.get('lgpd-controller-identity')!.evidence[0]).toMatchObject({
      url: 'https://loja.example.com.br/privacidade',
      snippet: '11.222.333/0001-81',
    });
    expect(outcomes.get('lgpd-dpo-contact')!.evidence[0]!.snippet).toContain('dpo@loja.example.com.br');
    // The tracker still loads before the visitor chooses: the banner does not excuse it.
    expect(outcomes.get('lgpd-trackers-before-consent')?.status).toBe('failed');
  });

  it('passes the reject-option check with a note when nothing needs consent, and leaves out form checks without forms', () => {
    const outcomes = evaluate({});
    expect(outcomes.get('lgpd-consent-reject-option')).toMatchObject({ status: 'passed', evidence: [{ kind: 'page' }] });
    expect(outcomes.has('lgpd-form-purpose-notice')).toBe(false);
    expect(outcomes.has('lgpd-https-forms')).toBe(false);
  });

  it('fails a banner without a way to reject, a policy link that answers 404 and a form on HTTP', () => {
    const outcomes = evaluate({
      finalUrl: 'http://loja.example.com.br/',
      cookies: [{ name: 'IDE', domain: '.doubleclick.net', path: '/', secure: true, httpOnly: true, sameSite: 'None', expires: null, firstParty: false }],
      consentBanners: [{ selector: '.lgpd', text: 'Este site usa cookies.', buttons: ['Aceitar', 'OK'] }],
      privacyPolicy: { url: 'http://loja.example.com.br/privacidade', linkText: 'Privacidade', status: 404, text: '' },
      forms: [contactForm()],
    });
    expect(outcomes.get('lgpd-consent-reject-option')).toMatchObject({ status: 'failed', evidence: [{ selector: '.lgpd' }] });
    expect(outcomes.get('lgpd-privacy-policy')).toMatchObject({
      status: 'failed',
      evidence: [{ kind: 'request', url: 'http://loja.example.com.br/privacidade' }],
    });
    expect(outcomes.get('lgpd-https-forms')?.status).toBe('failed');
    expect(outcomes.get('lgpd-cookies-before-consent')?.status).toBe('failed');
  });

  it('takes only a CNPJ with valid check digits', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(evaluate({ text: 'Ligue 11 98765-4321 12345678' }).get('lgpd-controller-identity')?.status).toBe('failed');
    expect(evaluate({ text: 'Razão social: Doceria Exemplo Ltda.' }).get('lgpd-controller-identity')?.status).toBe('passed');
  });
});
