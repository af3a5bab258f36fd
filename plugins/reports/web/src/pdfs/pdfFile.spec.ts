import { describe, expect, it } from 'vitest';
import { generatePdfPath, pdfFileName, pdfProblem } from './pdfFile';

describe('pdfProblem', () => {
  it('accepts a PDF of at least 100 bytes', () => {
    expect(pdfProblem('application/pdf', 100)).toBeNull();
    expect(pdfProblem('application/pdf; charset=binary', 20_000)).toBeNull();
  });

  it('refuses another content type or a PDF under 100 bytes', () => {
    expect(pdfProblem('application/json', 5_000)).toBe('not-pdf');
    expect(pdfProblem(null, 5_000)).toBe('not-pdf');
    expect(pdfProblem('application/pdf', 99)).toBe('too-small');
  });
});

describe('pdfFileName and generatePdfPath', () => {
  it('names the file after the analysis and the day in São Paulo', () => {
    expect(pdfFileName('abc', new Date('2026-11-23T01:00:00Z'))).toBe('seo-report-abc-2026-11-22.pdf');
  });

  it('asks for the interface language', () => {
    expect(generatePdfPath('a/b', 'en')).toBe('/api/generate-pdf/a%2Fb?language=en');
  });
});
