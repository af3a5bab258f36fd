import { describe, expect, it } from 'vitest';
import { testPage } from '../../common/test-page.fixture.js';
import { brDomainCheck } from './br-domain.check.js';

describe('br-domain', () => {
  it('passes for .com.br and other .br domains', () => {
    expect(brDomainCheck(testPage('', { url: 'https://www.padaria.com.br/contato' }))).toEqual({
      id: 'br-domain',
      found: true,
      evidence: 'www.padaria.com.br',
    });
    expect(brDomainCheck(testPage('', { url: 'https://exemplo.adv.br/' })).found).toBe(true);
  });

  it('fails for a .com domain, and for .br only in the path', () => {
    expect(brDomainCheck(testPage('', { url: 'https://padaria.com/' }))).toEqual({ id: 'br-domain', found: false, evidence: 'padaria.com' });
    expect(brDomainCheck(testPage('', { url: 'https://example.com/site.br' })).found).toBe(false);
    expect(brDomainCheck(testPage('', { url: 'https://brasil.example.com/' })).found).toBe(false);
  });
});
