import { describe, expect, it } from 'vitest';
import { createMonitorSchema } from './monitoring.js';
import { createAuditReportSchema } from './reports.js';

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a monitor’s kind', () => {
  it('is pages by default and needs a framework; a site monitor takes one address, a device and no framework', () => {
    expect(createMonitorSchema.parse({ name: 'Loja', urls: ['loja.example.com.br'], frameworks: ['lgpd'], frequency: 'daily' })).toMatchObject({
      kind: 'pages',
      frameworks: ['lgpd'],
    });
    expect(messagesOf(createMonitorSchema.safeParse({ name: 'Loja', urls: ['loja.example.com.br'], frequency: 'daily' }))).toEqual([
      ['frameworks', 'audit.frameworksInvalid'],
    ]);
    expect(createMonitorSchema.parse({ name: 'Loja', kind: 'site', urls: ['loja.example.com.br/produtos'], frequency: 'weekly' })).toMatchObject({
      kind: 'site',
      urls: ['https://loja.example.com.br/produtos'],
      frameworks: [],
      strategy: 'mobile',
    });
    const site = { name: 'Loja', kind: 'site', frequency: 'weekly' } as const;
    expect(messagesOf(createMonitorSchema.safeParse({ ...site, urls: ['a.example.com.br', 'b.example.com.br'] }))).toEqual([['urls', 'audit.siteMonitorUrl']]);
    expect(messagesOf(createMonitorSchema.safeParse({ ...site, urls: ['a.example.com.br'], frameworks: ['wcag-22'] }))).toEqual([
      ['frameworks', 'audit.siteMonitorFrameworks'],
    ]);
    expect(messagesOf(createMonitorSchema.safeParse({ ...site, urls: ['a.example.com.br'], strategy: 'tablet' }))).toEqual([
      ['strategy', 'audit.strategyInvalid'],
    ]);
  });
});

describe('a report over a site audit', () => {
  it('names the run by id and never with addresses', () => {
    const runId = '6f1d0c2e-4a8b-4c5d-9e0f-1a2b3c4d5e6f';
    expect(createAuditReportSchema.parse({ title: 'Site', siteRunId: runId })).toMatchObject({ siteRunId: runId, type: 'comprehensive' });
    expect(messagesOf(createAuditReportSchema.safeParse({ title: 'Site', siteRunId: 'run-1' }))).toEqual([['siteRunId', 'audit.siteRunInvalid']]);
    expect(messagesOf(createAuditReportSchema.safeParse({ title: 'Site', siteRunId: runId, urls: ['a.example.com.br'] }))).toEqual([
      ['siteRunId', 'audit.siteRunWithUrls'],
    ]);
  });
});
