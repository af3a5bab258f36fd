import { describe, expect, it } from 'vitest';
import { expectToRead } from './expect-to-read.js';

const text = 'Relatório de SEO Desempenho 69 mediana Página 1 de 3';

describe('expectToRead', () => {
  it('passes when the text holds every string and matches every pattern', () => {
    expect(() => expectToRead(text, ['Relatório de SEO', /Desempenho \d+ mediana/, 'Página 1 de 3'])).not.toThrow();
  });

  it('fails on the first string the text does not hold, naming it', () => {
    expect(() => expectToRead(text, ['Relatório de SEO', 'Página 4 de 3'])).toThrow(/Página 4 de 3/);
  });

  it('fails on a pattern the text does not match, naming it', () => {
    expect(() => expectToRead(text, [/Acessibilidade \d+/])).toThrow(/Acessibilidade/);
  });
});
