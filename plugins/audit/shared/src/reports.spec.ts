import { describe, expect, it } from 'vitest';
import { createMonitorSchema } from './monitoring.js';
import { createAuditReportSchema } from './reports.js';

describe('audit URLs', () => {
  it('are normalised as the analysis stores them, so one site has one spelling', () => {
    const { urls } = createAuditReportSchema.parse({
      title: 'Nova Auditoria',
      urls: ['https://loja.example.com.br', '  HTTPS://Loja.Example.com.br/#contato ', 'loja.example.com.br', 'https://loja.example.com.br/flores?cor=azul'],
    });
    expect(urls).toEqual([
      'https://loja.example.com.br/',
      'https://loja.example.com.br/',
      'https://loja.example.com.br/',
      'https://loja.example.com.br/flores?cor=azul',
    ]);
    const monitor = createMonitorSchema.parse({ name: 'Loja', urls: ['http://127.0.0.1:8080'], frameworks: ['lgpd'], frequency: 'daily' });
    expect(monitor.urls).toEqual(['http://127.0.0.1:8080/']);
  });

  it('refuse what is not an http(s) address, with the message key', () => {
    for (const url of ['ftp://loja.example.com.br/', 'javascript:alert(1)', 'loja', '']) {
      const parsed = createAuditReportSchema.safeParse({ title: 'Nova Auditoria', urls: [url] });
      expect([url, parsed.success]).toEqual([url, false]);
      expect(parsed.error!.issues.map((issue) => issue.message)).toContain('audit.urlsInvalid');
    }
  });
});
