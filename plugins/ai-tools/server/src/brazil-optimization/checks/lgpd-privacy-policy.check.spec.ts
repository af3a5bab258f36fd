import { describe, expect, it } from 'vitest';
import { testPage } from '../../common/test-page.fixture.js';
import { lgpdPrivacyPolicyCheck } from './lgpd-privacy-policy.check.js';

const check = (body: string) => lgpdPrivacyPolicyCheck(testPage(body));

describe('lgpd-privacy-policy', () => {
  it('passes with a "Política de Privacidade" link', () => {
    expect(check('<footer><a href="/termos">Termos</a> <a href="/politica">Política de Privacidade</a></footer>')).toEqual({
      id: 'lgpd-privacy-policy',
      found: true,
      evidence: 'Política de Privacidade → /politica',
    });
  });

  it('passes with a link to /privacidade or a link naming the LGPD', () => {
    expect(check('<a href="https://exemplo.com.br/privacidade">Seus dados</a>').found).toBe(true);
    expect(check('<a href="/dados">LGPD</a>').found).toBe(true);
  });

  it("does not count another site's privacy page linked without policy wording", () => {
    expect(check('<a href="https://www.facebook.com/privacy/policy/">Facebook</a>').found).toBe(false);
  });

  it('fails when privacy is only mentioned in the text, without a link', () => {
    expect(check('<p>Respeitamos sua privacidade.</p><a href="/contato">Contato</a>')).toEqual({ id: 'lgpd-privacy-policy', found: false, evidence: null });
  });
});
