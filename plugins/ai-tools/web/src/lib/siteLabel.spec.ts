import { describe, expect, it } from 'vitest';
import { fileNameFor, siteLabel } from './siteLabel';

describe('siteLabel', () => {
  it('keeps the path so pages of one host stay apart', () => {
    expect(siteLabel('https://www.loja.com.br/')).toBe('www.loja.com.br');
    expect(siteLabel('http://127.0.0.1:4620/concorrente-doce-lar')).toBe('127.0.0.1:4620/concorrente-doce-lar');
    expect(siteLabel('https://loja.com.br/produtos/')).toBe('loja.com.br/produtos');
    expect(siteLabel('não é url')).toBe('não é url');
  });

  it('makes file names without accents or symbols', () => {
    expect(fileNameFor('conteudo-blog-post', 'https://doceria.com.br/açúcar', 'md')).toBe('conteudo-blog-post-doceria-com-br-acucar.md');
    expect(fileNameFor('conteudo', '', 'txt')).toBe('conteudo.txt');
  });
});
