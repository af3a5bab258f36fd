import { pdfCommonTexts, pdfTextReader } from '@otimiza/sdk/pdf';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';

export { formatDocumentDate as formatDate, formatDocumentDateTime as formatDateTime, isoDayInBrasilia as isoDay } from '@otimiza/sdk/pdf';

/** The product's own name: a white-label brand in force takes its place, and may hide it altogether. */
export const productName = 'Otimiza';

const text = {
  ...pdfCommonTexts,
  documentTitle: { pt: 'Auditoria do site', en: 'Site audit' },
  auditedSite: { pt: 'Site auditado', en: 'Audited site' },
  date: { pt: 'Data', en: 'Date' },
  pagesFact: { pt: 'Páginas', en: 'Pages' },
  pagesFactValue: { pt: '{discovered} encontradas · {audited} auditadas', en: '{discovered} found · {audited} audited' },
  sampling: { pt: 'Amostragem', en: 'Sampling' },
  samplingPerGroup: { pt: 'até {count} páginas por modelo', en: 'up to {count} pages per template' },
  samplingAll: { pt: 'todas as páginas, até o limite do plano', en: 'every page, up to the plan’s cap' },
  runGoing: {
    pt: 'Auditoria em andamento: os números são das páginas auditadas até agora e podem mudar.',
    en: 'Audit in progress: the figures are those of the pages audited so far and may change.',
  },
  runCancelled: {
    pt: 'Auditoria cancelada: as páginas auditadas antes dela ficam no relatório.',
    en: 'Audit cancelled: the pages audited before it stay in the report.',
  },
  runFailed: { pt: 'A auditoria falhou: {reason}', en: 'The audit failed: {reason}' },
  scores: { pt: 'Pontuações do site', en: 'Site scores' },
  scoresIntro: {
    pt: 'A mediana das páginas auditadas e a pior página de cada categoria, de 0 a 100. Quanto maior, melhor.',
    en: 'The median of the audited pages and the worst page of each category, from 0 to 100. Higher is better.',
  },
  median: { pt: 'mediana', en: 'median' },
  worst: { pt: 'Pior: {score}', en: 'Worst: {score}' },
  noScore: { pt: 'nenhuma página auditada', en: 'no page audited' },
  comparison: { pt: 'Comparação com a auditoria anterior', en: 'Comparison with the previous audit' },
  comparisonIntro: {
    pt: 'Medianas da auditoria de {date} e de agora. Estável: dentro da variação normal entre duas execuções da mesma página.',
    en: 'Medians of the audit of {date} and of now. Stable: within the normal variation between two runs of the same page.',
  },
  trend: { pt: 'Tendência', en: 'Trend' },
  failingAudits: { pt: 'Problemas em várias páginas', en: 'Issues across pages' },
  failingAuditsIntro: {
    pt: 'As auditorias do Lighthouse que falharam, na ordem de correção: páginas afetadas × peso da auditoria na pontuação.',
    en: 'The Lighthouse audits that failed, in the order to fix them: pages affected × the audit’s weight in the score.',
  },
  audit: { pt: 'Auditoria', en: 'Audit' },
  affected: { pt: 'Páginas afetadas', en: 'Pages affected' },
  pagesOf: { pt: '{pages} de {of} páginas', en: '{pages} of {of} pages' },
  examples: { pt: 'Ex.: {paths}', en: 'E.g. {paths}' },
  moreAudits: {
    pt: 'Mais {count} auditorias com falha estão nas exportações CSV e JSON.',
    en: '{count} more failing audits are in the CSV and JSON exports.',
  },
  noPageAudited: { pt: 'Nenhuma página foi auditada ainda.', en: 'No page has been audited yet.' },
  noFailingAudits: { pt: 'Nenhuma auditoria falhou nas páginas auditadas.', en: 'No audit failed on the audited pages.' },
  groups: { pt: 'Modelos de página e amostras', en: 'Page templates and samples' },
  groupsIntro: {
    pt: 'As páginas são agrupadas pelo formato do endereço; cada modelo é auditado em amostras que representam as demais.',
    en: 'Pages are grouped by the shape of their address; each template is audited on samples that stand for the others.',
  },
  groupCounts: { pt: '{pages} páginas · {audited} auditadas', en: '{pages} pages · {audited} audited' },
  groupCountsOne: { pt: '1 página · {audited} auditada', en: '1 page · {audited} audited' },
  samples: { pt: 'Amostras', en: 'Samples' },
  noSamples: { pt: 'nenhuma página deste modelo foi escolhida para auditoria', en: 'no page of this template was chosen for an audit' },
  noResult: { pt: '(sem resultado)', en: '(no result)' },
  proofDone: { pt: 'Correções comprovadas na primeira amostra:', en: 'Fixes proved on the first sample:' },
  proofStatus: { pt: 'Prova das correções: {status}', en: 'Proof of the fixes: {status}' },
  coverage: { pt: 'O que foi e o que não foi auditado', en: 'What was and was not audited' },
  chosen: {
    pt: '{discovered} páginas encontradas; {toAudit} escolhidas para auditoria (até {perGroup} por modelo): {audited} auditadas, {failed} com falha após novas tentativas.',
    en: '{discovered} pages found; {toAudit} chosen for an audit (up to {perGroup} per template): {audited} audited, {failed} failed after retries.',
  },
  chosenAll: {
    pt: '{discovered} páginas encontradas; todas escolhidas para auditoria, sem amostragem, até o limite do plano: {audited} auditadas, {failed} com falha após novas tentativas.',
    en: '{discovered} pages found; every one chosen for an audit, with no sampling, up to the plan’s cap: {audited} audited, {failed} failed after retries.',
  },
  represented: {
    pt: '{count} páginas não foram auditadas: as amostras dos seus modelos as representam.',
    en: '{count} pages were not audited: their templates’ samples stand for them.',
  },
  overCap: {
    pt: '{count} páginas escolhidas ficaram de fora pelo limite do plano de {cap} páginas por auditoria.',
    en: '{count} chosen pages were left out by the plan’s cap of {cap} pages per audit.',
  },
  stoppedComplete: { pt: 'A descoberta percorreu todo o site.', en: 'Discovery went through the whole site.' },
  stoppedPageCap: {
    pt: 'A descoberta parou no limite de páginas do plano: {count} endereços conhecidos não foram visitados.',
    en: 'Discovery stopped at the plan’s page cap: {count} known addresses were not visited.',
  },
  stoppedTime: {
    pt: 'A descoberta parou no tempo limite: {count} endereços conhecidos não foram visitados.',
    en: 'Discovery stopped at its time limit: {count} known addresses were not visited.',
  },
  robotsFound: {
    pt: 'robots.txt lido (intervalo entre acessos: {delay} s); {sitemaps} sitemaps lidos.',
    en: 'robots.txt read (delay between requests: {delay} s); {sitemaps} sitemaps read.',
  },
  robotsMissing: { pt: 'O site não tem robots.txt; {sitemaps} sitemaps lidos.', en: 'The site has no robots.txt; {sitemaps} sitemaps read.' },
  noDiscovery: { pt: 'A descoberta não chegou a ler o site.', en: 'Discovery never got to read the site.' },
  skipped: { pt: 'Endereços não incluídos', en: 'Addresses not included' },
  reason: { pt: 'Motivo', en: 'Reason' },
  addresses: { pt: 'Endereços', en: 'Addresses' },
  failedPages: { pt: 'Páginas com falha', en: 'Pages that failed' },
  failedPagesIntro: {
    pt: 'Páginas escolhidas cuja auditoria falhou mesmo após novas tentativas.',
    en: 'Chosen pages whose audit failed even after retries.',
  },
  moreFailedPages: { pt: 'Mais {count} páginas com falha estão na exportação CSV.', en: '{count} more pages that failed are in the CSV export.' },
  noError: { pt: 'sem detalhe do erro', en: 'no error detail' },
} satisfies Record<string, LocalizedText>;

export type SitePdfTextKey = keyof typeof text;

export const sitePdfText = pdfTextReader(text);

/** The fixer's proof statuses (the analysis' verification); another is printed as it is. */
export const proofStatusLabels: Record<string, LocalizedText> = {
  pending: { pt: 'pendente', en: 'pending' },
  running: { pt: 'em andamento', en: 'running' },
  completed: { pt: 'concluída', en: 'completed' },
  failed: { pt: 'falhou', en: 'failed' },
  skipped: { pt: 'não feita (nada a corrigir ou plano sem verificação)', en: 'not made (nothing to fix, or the plan does not verify)' },
};

const locales: Record<Language, string> = { pt: 'pt-BR', en: 'en-US' };

export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

const lighthouseMarks = /\[([^\]]+)\]\((?:https?:\/\/[^)\s]+)\)|`([^`]+)`/g;

/** A Lighthouse title for print: its `code` marks and [text](url) links as their text alone. */
export function lighthousePlainText(title: string): string {
  return title.replace(lighthouseMarks, (_, link: string | undefined, code: string | undefined) => link ?? code ?? '');
}

/** A page of the site as the report names it: its path and query (`/produtos/vaso`), the origin said once above. */
export function pathOf(url: string, origin: string): string {
  return url.startsWith(origin) && url.length > origin.length ? url.slice(origin.length) : url;
}
