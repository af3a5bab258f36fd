import { describe, expect, it } from 'vitest';
import { generatePdfPath, pdfFileName, pdfProblem } from './pdf';

describe('pdfProblem', () => {
  it('accepts a PDF of at least 100 bytes only', () => {
    expect(pdfProblem('application/pdf', 100)).toBeNull();
    expect(pdfProblem('application/pdf', 99)).toBe('too-small');
    expect(pdfProblem('text/html; charset=utf-8', 5000)).toBe('not-pdf');
    expect(pdfProblem(null, 5000)).toBe('not-pdf');
  });
});

describe('pdfFileName and generatePdfPath', () => {
  it('names the file seo-report-{id}-{day in São Paulo}.pdf', () => {
    expect(pdfFileName('42', new Date('2026-11-23T02:00:00Z'))).toBe('seo-report-42-2026-11-22.pdf');
  });

  it('asks for the interface language', () => {
    expect(generatePdfPath('42', 'pt')).toBe('/api/generate-pdf/42?language=pt');
  });
});
