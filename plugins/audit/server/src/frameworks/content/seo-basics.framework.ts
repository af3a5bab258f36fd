import type { LocalizedText } from '@otimiza/sdk/shared';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { CheckDefinition, FrameworkDefinition } from '../framework-definition.js';
import { failed, noData, pageNote, passed } from '../check-outcomes.js';
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
 * Whether the analysis says which SEO audits failed. It lists every scored audit below 0.9, but
 * analyses stored before the list was kept read as an empty one, so an empty list alone proves
 * nothing: it is trusted when the SEO score is 100 (every scored SEO audit passed, list or not),
 * else the analysis carries no usable list.
 */
function seoAuditsKnown(analysis: AnalysisRecord): boolean {
  return analysis.failingAudits.length > 0 || analysis.scores.seo >= 100;
}

const noAuditListNote: LocalizedText = {
  pt: 'A última análise deste endereço não guardou quais auditorias de SEO falharam: analise o site de novo para avaliar este item.',
  en: 'The latest analysis of this address did not keep which SEO audits failed: analyse the site again to evaluate this item.',
};

/**
 * The SEO basics from the site's latest completed analysis: an audit among its failing audits
 * fails (with Lighthouse's title as evidence), any other passed, with the analysis as evidence;
 * `no_data` without an analysis, or when the analysis carries no list of failing audits.
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
    if (!seoAuditsKnown(analysis)) return seoChecks.map((check) => noData(check.id, noAuditListNote));
    const failing = new Map(analysis.failingAudits.map((audit) => [audit.id, audit]));
    const passedNote: LocalizedText = {
      pt: `Não está entre as auditorias reprovadas da análise de ${analysis.createdAt.slice(0, 10)} (SEO ${analysis.scores.seo}).`,
      en: `Not among the failed audits of the analysis of ${analysis.createdAt.slice(0, 10)} (SEO ${analysis.scores.seo}).`,
    };
    return seoChecks.map((check) => {
      const audit = failing.get(check.id);
      if (!audit) return passed(check.id, [pageNote(analysis.url, passedNote)]);
      return failed(check.id, [{ kind: 'page', url: analysis.url, note: audit.titles ?? { pt: audit.title, en: audit.title } }], { ruleIds: [check.id] });
    });
  },
};
