import { describe, expect, it } from 'vitest';
import { jsonLdScript, testPage } from '../../common/test-page.fixture.js';
import { phoneBrFormatCheck } from './phone-br-format.check.js';

const check = (body: string, head = '') => phoneBrFormatCheck(testPage(body, { head }));

describe('phone-br-format', () => {
  it('passes with a +55 number in the text', () => {
    expect(check('<p>Ligue: +55 11 91234-5678</p>')).toEqual({ id: 'phone-br-format', found: true, evidence: '+55 11 91234-5678' });
    expect(check('<p>Tel. +55 (21) 3333-4444</p>').evidence).toBe('+55 (21) 3333-4444');
  });

  it('passes with a tel:+55 link', () => {
    expect(check('<a href="tel:+5511912345678">Ligue agora</a>')).toEqual({ id: 'phone-br-format', found: true, evidence: 'tel:+5511912345678' });
  });

  it('passes with a +55 telephone in the JSON-LD', () => {
    expect(check('<p>Olá</p>', jsonLdScript({ '@type': 'LocalBusiness', telephone: '+55-11-3333-4444' })).found).toBe(true);
  });

  it('fails with a number in the local format only, reporting it', () => {
    expect(check('<p>Ligue: (11) 3333-4444</p>')).toEqual({ id: 'phone-br-format', found: false, evidence: '(11) 3333-4444' });
  });

  it('fails with a phone from another country', () => {
    expect(check('<p>Call +1 415 555 0100</p><a href="tel:+14155550100">Call</a>').found).toBe(false);
  });
});
