import { describe, expect, it } from 'vitest';
import { exportContentTypes, exportFileName, exportPath } from './exportFiles';

describe('exportPath', () => {
  it('asks for the CSV and the PDF in the interface language, and the JSON as it is', () => {
    const id = '6f1c2c1e-2a4b-4c55-9a8e-0c3c1f7d9b10';
    expect(exportPath(id, 'csv', 'en')).toBe(`/api/site-audit/runs/${id}/export.csv?language=en`);
    expect(exportPath(id, 'pdf', 'pt')).toBe(`/api/site-audit/runs/${id}/report.pdf?language=pt`);
    expect(exportPath(id, 'json', 'en')).toBe(`/api/site-audit/runs/${id}/export.json`);
    expect(exportPath(id, 'zip', 'pt')).toBe(`/api/site-audit/runs/${id}/fixed-html.zip`);
  });
});

describe('exportFileName', () => {
  it('names the file by host (with its port) and the run’s day in Brasília time', () => {
    // 02:30 UTC on the 30th is still the 29th in Brasília (UTC−3).
    expect(exportFileName('https://loja.com.br/blog', '2026-11-30T02:30:00.000Z', 'csv')).toBe('site-audit-loja.com.br-2026-11-29.csv');
    expect(exportFileName('http://127.0.0.1:8080/', '2026-11-30T03:30:00.000Z', 'pdf')).toBe('site-audit-127.0.0.1-8080-2026-11-30.pdf');
    expect(exportFileName('https://loja.com.br/', '2026-11-30T03:30:00.000Z', 'zip')).toBe('site-audit-html-loja.com.br-2026-11-30.zip');
  });

  it('keeps a usable name for an address that does not parse', () => {
    expect(exportFileName('not an address', '2026-01-05T12:00:00.000Z', 'json')).toBe('site-audit-site-2026-01-05.json');
  });

  it('has a content type for every format', () => {
    expect(Object.keys(exportContentTypes).sort()).toEqual(['csv', 'json', 'pdf', 'zip']);
  });
});
