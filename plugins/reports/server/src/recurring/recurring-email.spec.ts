import { describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import { completedAnalysisRecord, partnerBrand } from '@otimiza/sdk/testing';
import { recurringEmail } from './recurring-email.js';
import type { EmailedReport } from './recurring-email.js';

const analysis = (scores: AnalysisRecord['scores']): AnalysisRecord =>
  completedAnalysisRecord('https://padaria.com.br/', {
    id: 'a1',
    strategy: 'desktop',
    createdAt: '2026-11-29T12:01:00.000Z',
    completedAt: '2026-11-29T12:02:00.000Z',
    scores,
    metrics: { 'largest-contentful-paint': { value: 2500, display: '2.5 s', score: 0.9 } },
    opportunities: [{ id: 'render-blocking-insight', title: 'Render-blocking requests', savingsMs: 1200, savingsBytes: 0 }],
    verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
  });

const report = (emailFormat: 'summary' | 'detailed'): EmailedReport => ({
  name: 'Semanal',
  settings: { includeComparisons: true, includeRecommendations: true, customBranding: true, emailFormat },
  language: 'pt',
});

describe('recurring report e-mail', () => {
  const pages = [
    {
      analysis: analysis({ performance: 90, seo: 100, accessibility: 95, bestPractices: 96 }),
      previous: analysis({ performance: 80, seo: 100, accessibility: 97, bestPractices: 96 }),
    },
  ];

  it('states each page’s scores and their change since the previous audit', () => {
    const email = recurringEmail(report('summary'), pages, new Date('2026-11-29T12:00:00Z'), null);
    expect(email.subject).toBe('Relatório "Semanal" — 29 de novembro de 2026');
    expect(email.text).toContain('Performance 90 (+10) · SEO 100 (+0) · Acessibilidade 95 (-2) · Boas práticas 96 (+0) (desde a análise anterior)');
    expect(email.text).not.toContain('LCP');
  });

  it('adds the Core Web Vitals and the largest opportunities in the detailed format', () => {
    const email = recurringEmail(report('detailed'), pages, new Date('2026-11-29T12:00:00Z'), null);
    expect(email.text).toContain('- LCP 2.5 s');
    expect(email.text).toContain('- Render-blocking requests (economia estimada: 1.2 s)');
    expect(email.html).toContain('<li>LCP 2.5 s</li>');
  });

  it('is signed by the product, or by the white-label brand in force, which may hide the product', () => {
    const scheduledFor = new Date('2026-11-29T12:00:00Z');
    const product = recurringEmail(report('summary'), pages, scheduledFor, null);
    expect(product.text).toContain('— Otimiza');
    expect(product.fromName).toBeUndefined();

    const credited = recurringEmail(report('summary'), pages, scheduledFor, partnerBrand);
    expect(credited.text).toContain('— Painel Parceiro · Com tecnologia Otimiza');
    expect(credited.fromName).toBe('Painel Parceiro');

    const hidden = recurringEmail(report('detailed'), pages, scheduledFor, { ...partnerBrand, hideProductBrand: true });
    expect(hidden.text).toContain('— Painel Parceiro');
    expect(hidden.html).toContain('<p>— Painel Parceiro</p>');
    expect(hidden.fromName).toBe('Painel Parceiro');
    expect(`${hidden.subject} ${hidden.text} ${hidden.html}`).not.toContain('Otimiza');
  });
});
