import { describe, expect, it } from 'vitest';
import { testPage } from '../../common/test-page.fixture.js';
import { cookieConsentCheck } from './cookie-consent.check.js';

describe('cookie-consent', () => {
  it('passes with a consent platform script', () => {
    const page = testPage('<p>Olá</p>', { head: '<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="x"></script>' });
    expect(cookieConsentCheck(page)).toEqual({ id: 'cookie-consent', found: true, evidence: 'Cookiebot: https://consent.cookiebot.com/uc.js' });
  });

  it('passes with a banner element whose Portuguese text asks for consent', () => {
    const body =
      '<div id="cookie-banner"><p>Este site utiliza cookies para melhorar sua experiência. Ao continuar, você concorda.</p><button>Aceitar</button></div>';
    const result = cookieConsentCheck(testPage(body));
    expect(result.found).toBe(true);
    expect(result.evidence).toContain('utiliza cookies');
  });

  it('passes with banner wording in an element not named like a banner', () => {
    expect(cookieConsentCheck(testPage('<div class="aviso"><p>Usamos cookies para personalizar conteúdo.</p><button>OK</button></div>')).found).toBe(true);
  });

  it('fails on a bakery page that sells cookies', () => {
    const body = '<h1>Padaria</h1><p>Aceitamos encomendas de cookies de chocolate e bolos.</p>';
    expect(cookieConsentCheck(testPage(body))).toEqual({ id: 'cookie-consent', found: false, evidence: null });
  });
});
