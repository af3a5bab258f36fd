import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { DetectedTechnology } from '@otimiza/plugin-ai-tools-shared';
import type { CompanyProfile } from './extract-company-profile.js';

/** What the page and its audit say, as plain statements; nothing that is not in the data. */
export function realDataInsights(profile: CompanyProfile, technologies: DetectedTechnology[], analysis: AnalysisRecord | null, language: Language): string[] {
  const en = language === 'en';
  const insights: string[] = [];
  insights.push(
    profile.sectorId === 'unknown'
      ? en
        ? `${profile.businessName}: the page does not make its sector clear.`
        : `${profile.businessName}: a página não deixa claro o setor de atuação.`
      : en
        ? `${profile.businessName} presents itself as ${profile.businessType} (${profile.sector}).`
        : `${profile.businessName} se apresenta como ${profile.businessType} (${profile.sector}).`,
  );
  insights.push(
    profile.location
      ? en
        ? `Location stated on the page: ${profile.location}.`
        : `Localização informada na página: ${profile.location}.`
      : en
        ? 'No address or city on the page: local searches have little to go on.'
        : 'Nenhum endereço ou cidade na página: as buscas locais têm pouco em que se apoiar.',
  );
  if (!profile.metaDescription) insights.push(en ? 'No meta description.' : 'Sem meta description.');
  if (technologies.length) {
    const names = technologies.slice(0, 6).map((technology) => (technology.version ? `${technology.name} ${technology.version}` : technology.name));
    insights.push(en ? `Technologies detected: ${names.join(', ')}.` : `Tecnologias detectadas: ${names.join(', ')}.`);
  } else {
    insights.push(en ? 'No known technology detected in the HTML and headers.' : 'Nenhuma tecnologia conhecida detectada no HTML e nos cabeçalhos.');
  }
  if (analysis) {
    const { performance, seo, accessibility, bestPractices } = analysis.scores;
    const date = new Date(analysis.createdAt).toLocaleDateString(en ? 'en-US' : 'pt-BR', { timeZone: 'America/Sao_Paulo' });
    insights.push(
      en
        ? `Audit of ${date}: performance ${performance}, SEO ${seo}, accessibility ${accessibility}, best practices ${bestPractices}.`
        : `Auditoria de ${date}: performance ${performance}, SEO ${seo}, acessibilidade ${accessibility}, boas práticas ${bestPractices}.`,
    );
  } else {
    insights.push(
      en
        ? 'This page has not been analysed yet: run an analysis to see its scores.'
        : 'Esta página ainda não foi analisada: rode uma análise para ver as notas.',
    );
  }
  return insights;
}
