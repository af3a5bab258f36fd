import { describe, expect, it } from 'vitest';
import { pdfCommonTexts, pdfTextReader } from './pdf-common-texts.js';

describe('pdfTextReader', () => {
  const read = pdfTextReader({ ...pdfCommonTexts, title: { pt: 'Relatório', en: 'Report' } });

  it('reads the key in the language, its placeholders filled', () => {
    expect(read('page', 'pt', { n: 2, m: 5 })).toBe('Página 2 de 5');
    expect(read('generatedOn', 'en', { date: '1 Dec 2026' })).toBe('Generated on 1 Dec 2026');
    expect(read('title', 'en')).toBe('Report');
    expect(read('mobile', 'pt')).toBe('Celular (mobile)');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(read('productCredit', 'pt')).toBe('Com tecnologia {product}');
  });
});
