import { randomUUID } from 'node:crypto';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { PlanFeature } from '@otimiza/sdk/shared';

/** The analysis plugin's plan feature the site audit's zip of fixed pages requires, declared by its stand-in. */
export const htmlDownloadFeature: PlanFeature = {
  key: 'htmlDownload',
  label: { pt: 'Download do HTML otimizado', en: 'Optimized HTML download' },
  plans: ['pro', 'enterprise'],
};

/** The analysis plugin's plan feature under which a run proves its groups' fixes (the proof), declared by its stand-in. */
export const visualFeedbackFeature: PlanFeature = {
  key: 'visualFeedback',
  label: { pt: 'Feedback visual antes e depois', en: 'Before-and-after visual feedback' },
  plans: ['pro', 'enterprise'],
};

/** Lighthouse's weights of the audits the Casa Verde test site fails on purpose (see testing/test-site.ts). */
const auditsByTemplate: Record<string, AnalysisRecord['failingAudits'][number]> = {
  '/produtos/': { id: 'image-alt', title: 'Image elements do not have [alt] attributes', category: 'accessibility', weight: 10, score: 0, gainPoints: 8 },
  '/blog/': { id: 'meta-description', title: 'Document does not have a meta description', category: 'seo', weight: 1, score: 0, gainPoints: 8 },
  '/lojas/': {
    id: 'html-has-lang',
    title: '`<html>` element does not have a `[lang]` attribute',
    category: 'accessibility',
    weight: 7,
    score: 0,
    gainPoints: 6,
  },
  '/categorias/': {
    id: 'target-size',
    title: 'Touch targets do not have sufficient size or spacing.',
    category: 'accessibility',
    weight: 7,
    score: 0,
    gainPoints: 6,
  },
};

/**
 * An AnalysisRecord standing in for a Lighthouse audit of a test-site page, for specs of the
 * orchestration (the real audit of pages is the analysis plugin's, covered by its own specs and the
 * e2e): scores that depend on the page's template, and the template's deliberate failing audit.
 */
export function standInAudit(url: string): AnalysisRecord {
  const path = new URL(url).pathname;
  const template = Object.keys(auditsByTemplate).find((prefix) => path.startsWith(prefix));
  const failing = template ? [auditsByTemplate[template]!] : [];
  const dent = template ? 10 + (path.length % 7) : 0;
  return {
    id: randomUUID(),
    url,
    domain: new URL(url).hostname,
    strategy: 'mobile',
    createdAt: new Date().toISOString(),
    completedAt: new Date().toISOString(),
    scores: {
      performance: 95 - dent,
      accessibility: failing[0]?.category === 'accessibility' ? 80 - dent : 100,
      seo: failing[0]?.category === 'seo' ? 85 : 100,
      bestPractices: 96,
    },
    metrics: {},
    opportunities: [],
    failingAudits: failing,
    issuesCount: failing.length,
    appliedFixes: [],
    verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
    context: null,
  };
}
