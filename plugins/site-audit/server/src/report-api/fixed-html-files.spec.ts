import { describe, expect, it } from 'vitest';
import { fixedHtmlFileName } from './fixed-html-files.js';

describe('fixedHtmlFileName', () => {
  it('keeps the path as folders, with index.html for the home and a folder', () => {
    expect(fixedHtmlFileName('https://loja.com.br/')).toBe('index.html');
    expect(fixedHtmlFileName('https://loja.com.br/produtos/vaso-ceramica')).toBe('produtos/vaso-ceramica.html');
    expect(fixedHtmlFileName('https://loja.com.br/blog/')).toBe('blog/index.html');
    expect(fixedHtmlFileName('https://loja.com.br/sobre.html')).toBe('sobre.html');
  });

  it('keeps a query readable and accents, and never climbs out of the archive', () => {
    expect(fixedHtmlFileName('https://loja.com.br/agenda?mes=2026-01')).toBe('agenda__mes=2026-01.html');
    expect(fixedHtmlFileName('https://loja.com.br/lojas/s%C3%A3o-paulo')).toBe('lojas/são-paulo.html');
    // The URL parser resolves encoded dot segments first.
    expect(fixedHtmlFileName('https://loja.com.br/a/%2E%2E/%2E%2E/etc')).toBe('etc.html');
    expect(fixedHtmlFileName('https://loja.com.br/x/..%2F..%2Fsegredo').split('/')).not.toContain('..');
  });
});
