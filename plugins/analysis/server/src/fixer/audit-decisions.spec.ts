import type { FailingAudit } from '@otimiza/plugin-analysis-shared';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { decideAudits } from './audit-decisions.js';
import { fixHtml } from './html-fixer.js';

/** Every scored SEO audit of Lighthouse 13 (default config), failing. */
const seoAudits = [
  'is-crawlable',
  'document-title',
  'meta-description',
  'http-status-code',
  'link-text',
  'crawlable-anchors',
  'robots-txt',
  'image-alt',
  'hreflang',
  'canonical',
];
const failing = (id: string, category: FailingAudit['category'] = 'seo') => ({ id, category, title: id, titles: { pt: id, en: id }, gainPoints: 5 });

/** A page with every SEO defect a rewrite can answer, plus a noindex and a broken hreflang code. */
const page = `<html><head><meta name="robots" content="noindex"><link rel="alternate" hreflang="pt_BR" href="/pt"></head>
<body><h1>Oficina Rodovia</h1><p>Revisão completa. <a href="/servicos">clique aqui</a> <a href="javascript:void(0)">Orçamento</a></p><img src="/img/motor-revisado.jpg">
<iframe src="https://www.youtube.com/embed/abc"></iframe><button tabindex="3">Ligar</button></body></html>`;

describe('decideAudits', () => {
  it('lists an audit Lighthouse failed under two categories once, so the tab and the text count it once', () => {
    const decisions = decideAudits([failing('image-alt', 'accessibility'), failing('image-alt', 'seo'), failing('document-title')], []);
    expect(decisions.map((decision) => decision.id)).toEqual(['image-alt', 'document-title']);
  });

  const fixed = fixHtml({ html: page, pageUrl: 'https://oficina.com.br/' });
  const decisions = decideAudits(
    seoAudits.map((id) => failing(id)),
    fixed.fixes,
  );
  const statusOf = Object.fromEntries(decisions.map((decision) => [decision.id, [decision.status, decision.reason]]));

  it('gives every failing SEO audit a decision: fixed, awaiting the user, or not fixable in the HTML with its reason', () => {
    expect(decisions.map((decision) => decision.id)).toEqual(seoAudits);
    expect(statusOf).toEqual({
      'is-crawlable': ['awaits-decision', null],
      'document-title': ['fixed', null],
      'meta-description': ['fixed', null],
      'http-status-code': ['cannot-fix-in-html', 'server'],
      'link-text': ['fixed', null],
      'crawlable-anchors': ['fixed', null],
      'robots-txt': ['cannot-fix-in-html', 'server'],
      'image-alt': ['fixed', null],
      hreflang: ['fixed', null],
      canonical: ['fixed', null],
    });
  });

  it('never removes a noindex silently, and answers the new accessibility audits', () => {
    const $ = load(fixed.html);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('link[rel="alternate"]').attr('hreflang')).toBe('pt-BR');
    expect($('iframe').attr('title')).toBe('Vídeo do YouTube');
    expect($('button').attr('tabindex')).toBe('0');
    const accessibility = decideAudits(
      ['frame-title', 'tabindex', 'color-contrast', 'aria-roles'].map((id) => failing(id, 'accessibility')),
      fixed.fixes,
    );
    expect(accessibility.map((decision) => [decision.id, decision.status, decision.reason])).toEqual([
      ['frame-title', 'fixed', null],
      ['tabindex', 'fixed', null],
      ['color-contrast', 'cannot-fix-in-html', 'content'],
      ['aria-roles', 'cannot-fix-in-html', 'manual'],
    ]);
    expect(fixHtml({ html: fixed.html, pageUrl: 'https://oficina.com.br/' }).fixes).toEqual([]);
  });

  it('leaves the metric audits to the metrics', () => {
    expect(decideAudits([failing('largest-contentful-paint', 'performance'), failing('render-blocking-insight', 'performance')], [])).toMatchObject([
      { id: 'render-blocking-insight', status: 'cannot-fix-in-html', reason: 'content' },
    ]);
  });
});
