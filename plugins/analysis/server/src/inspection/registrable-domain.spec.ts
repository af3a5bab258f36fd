import { describe, expect, it } from 'vitest';
import { selectorOfTarget } from './axe-audit.js';
import { isFirstParty, registrableDomainOf } from './registrable-domain.js';

describe('first and third parties', () => {
  it('compares registrable domains, public suffixes such as com.br included', () => {
    expect(registrableDomainOf('loja.doceria.com.br')).toBe('doceria.com.br');
    expect(registrableDomainOf('.doceria.com.br')).toBe('doceria.com.br');
    expect(registrableDomainOf('127.0.0.1')).toBe('127.0.0.1');
    expect(isFirstParty('https://cdn.doceria.com.br/app.js', 'doceria.com.br')).toBe(true);
    expect(isFirstParty('https://www.googletagmanager.com/gtag/js?id=G-TEST', 'doceria.com.br')).toBe(false);
    expect(isFirstParty('https://outra.com.br/', 'doceria.com.br')).toBe(false);
    expect(isFirstParty('data:image/png;base64,AAAA', 'doceria.com.br')).toBe(true);
  });
});

describe('axe targets', () => {
  it('join frames with >>> and shadow roots with >>', () => {
    expect(selectorOfTarget(['img'])).toBe('img');
    expect(selectorOfTarget(['iframe#mapa', 'img.pino'])).toBe('iframe#mapa >>> img.pino');
    expect(selectorOfTarget([['app-menu', 'button']])).toBe('app-menu >> button');
  });
});
