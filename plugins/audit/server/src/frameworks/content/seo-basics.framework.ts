import type { CheckDefinition, FrameworkDefinition } from '../framework-definition.js';
import { failed, noData, passed } from '../check-outcomes.js';
import { noAnalysisNote } from '../no-analysis-note.js';
import { ruleSetsVersion } from '../rule-sets-version.js';

const seoCheck = (id: string, pt: string, en: string, topic: string, severity: CheckDefinition['severity']): CheckDefinition => ({
  id,
  title: { pt, en },
  clause: `Google Search Central — ${topic} (Lighthouse ${id})`,
  severity,
  ruleIds: [id],
});

/** The Lighthouse audits of the SEO basics, each tied to the Google Search Central guidance it checks. */
export const seoChecks: readonly CheckDefinition[] = [
  seoCheck(
    'http-status-code',
    'A página responde com status HTTP de sucesso',
    'The page answers with a successful HTTP status',
    'HTTP status codes',
    'critical',
  ),
  seoCheck('is-crawlable', 'A página não bloqueia a indexação', 'The page is not blocked from indexing', 'robots meta tag', 'critical'),
  seoCheck('document-title', 'A página tem um elemento <title>', 'The page has a <title> element', 'title links', 'high'),
  seoCheck('meta-description', 'A página tem metadescrição', 'The page has a meta description', 'snippets', 'medium'),
  seoCheck('robots-txt', 'O robots.txt é válido', 'robots.txt is valid', 'robots.txt', 'medium'),
  seoCheck('canonical', 'O rel=canonical é válido', 'rel=canonical is valid', 'canonical URLs', 'medium'),
  seoCheck('crawlable-anchors', 'Os links podem ser rastreados', 'Links are crawlable', 'crawlable links', 'medium'),
  seoCheck('link-text', 'Os links têm texto descritivo', 'Links have descriptive text', 'anchor text', 'low'),
  seoCheck('hreflang', 'O hreflang é válido', 'hreflang is valid', 'localized versions', 'low'),
  seoCheck('image-alt', 'As imagens têm atributo alt', 'Images have alt attributes', 'image SEO', 'medium'),
];

/**
 * The SEO basics from the site's latest completed analysis: an audit among its failing audits
 * fails (with Lighthouse's title as evidence), any other passed; `no_data` without an analysis.
 */
export const seoBasicsFramework: FrameworkDefinition = {
  id: 'seo-basics',
  name: 'SEO básico',
  type: 'content',
  description: {
    pt: 'O básico de SEO das diretrizes do Google Search Central, nas auditorias da última análise Lighthouse do site.',
    en: 'The SEO basics of Google Search Central’s guidance, from the audits of the site’s latest Lighthouse analysis.',
  },
  region: 'international',
  version: ruleSetsVersion,
  certificationLevel: 'basic',
  // Search guidance, not law: nothing sanctions a missing meta description.
  penalties: [],
  engine: { name: 'Lighthouse (Otimiza analysis)', version: ruleSetsVersion },
  checks: seoChecks,
  reads: ['analysis'],
  evaluate({ analysis }) {
    if (!analysis) return seoChecks.map((check) => noData(check.id, noAnalysisNote));
    const failing = new Map(analysis.failingAudits.map((audit) => [audit.id, audit]));
    return seoChecks.map((check) => {
      const audit = failing.get(check.id);
      if (!audit) return passed(check.id);
      return failed(check.id, [{ kind: 'page', url: analysis.url, note: audit.titles ?? { pt: audit.title, en: audit.title } }], { ruleIds: [check.id] });
    });
  },
};
