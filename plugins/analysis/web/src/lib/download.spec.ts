import { describe, expect, it } from 'vitest';
import { guidePreview, optimisedFileName } from './download';

describe('optimisedFileName', () => {
  it('names the file after the host', () => {
    expect(optimisedFileName('https://www.padaria.com.br/contato')).toBe('www.padaria.com.br-otimizado.html');
    expect(optimisedFileName('http://127.0.0.1:8080/')).toBe('127.0.0.1-otimizado.html');
  });
  it('falls back when the address cannot be read', () => {
    expect(optimisedFileName('not a url')).toBe('pagina-otimizada.html');
  });
});

describe('guidePreview', () => {
  it('keeps the first 500 characters', () => {
    const html = 'a'.repeat(501);
    expect(guidePreview(html)).toEqual({ text: 'a'.repeat(500), truncated: true });
    expect(guidePreview('<p>x</p>')).toEqual({ text: '<p>x</p>', truncated: false });
  });
});
