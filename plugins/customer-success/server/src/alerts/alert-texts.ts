import { healthFactors, type HealthFactorKey } from '@otimiza/plugin-customer-success-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { factorNames } from '../health/factor-texts.js';
import type { StoredFactors } from '../data/health-factors.js';
import { siteHost } from '../health/site-match.js';

export interface FactorChange {
  key: HealthFactorKey;
  name: LocalizedText;
  from: number | null;
  to: number | null;
}

/** The factors that fell (a lower score, or no longer measured), the largest fall first; none when the drop came from elsewhere. */
export function droppedFactors(before: StoredFactors, now: StoredFactors): FactorChange[] {
  return healthFactors
    .map((key) => ({ key, name: factorNames[key], from: before[key].score, to: now[key].score }))
    .filter((change) => change.from !== null && (change.to === null || change.to < change.from))
    .sort((a, b) => b.from! - (b.to ?? 0) - (a.from! - (a.to ?? 0)));
}

/** The factors measured now that were not before: they move the score without any factor falling. */
export function newlyMeasured(before: StoredFactors, now: StoredFactors): FactorChange[] {
  return healthFactors
    .map((key) => ({ key, name: factorNames[key], from: before[key].score, to: now[key].score }))
    .filter((change) => change.from === null && change.to !== null);
}

const factorList = (changes: readonly FactorChange[], language: 'pt' | 'en') =>
  changes.map((change) => `${change.name[language]} ${change.from ?? '—'} → ${change.to ?? '—'}`).join(', ');

/**
 * A score drop's alert: the factors that fell, or, when none did (the weights changed, or a factor
 * measured for the first time pulled the average down), the overall drop and the factors measured now.
 */
export function scoreDropTexts(
  name: string,
  from: number,
  to: number,
  fell: readonly FactorChange[],
  measured: readonly FactorChange[] = [],
): { title: LocalizedText; message: LocalizedText } {
  const title = { pt: `Saúde de ${name} caiu: ${from} → ${to}`, en: `${name}’s health dropped: ${from} → ${to}` };
  if (fell.length) return { title, message: { pt: `Fatores em queda: ${factorList(fell, 'pt')}.`, en: `Factors that fell: ${factorList(fell, 'en')}.` } };
  const points = from - to;
  return {
    title,
    message: {
      pt: `Queda geral de ${points} ${points === 1 ? 'ponto' : 'pontos'}, sem fator em queda${measured.length ? `; medidos agora: ${factorList(measured, 'pt')}` : ' (pesos dos fatores alterados)'}.`,
      en: `Overall drop of ${points} ${points === 1 ? 'point' : 'points'}, with no factor falling${measured.length ? `; measured now: ${factorList(measured, 'en')}` : ' (factor weights changed)'}.`,
    },
  };
}

export function noLoginTexts(name: string, days: number | null): { title: LocalizedText; message: LocalizedText } {
  return days === null
    ? {
        title: { pt: `${name}: ninguém do cliente acessou o portal`, en: `${name}: nobody of the client signed in to the portal` },
        message: { pt: 'Fator afetado: Engajamento (acessos).', en: 'Factor affected: Engagement (sign-ins).' },
      }
    : {
        title: { pt: `${name}: sem acessos há ${days} dias`, en: `${name}: no sign-in for ${days} days` },
        message: { pt: 'Fator afetado: Engajamento (acessos).', en: 'Factor affected: Engagement (sign-ins).' },
      };
}

export function detractorTexts(name: string, score: number, comment: string): { title: LocalizedText; message: LocalizedText } {
  const quoted = comment ? ` “${comment.slice(0, 200)}”` : '';
  return {
    title: { pt: `${name} respondeu NPS ${score} (detrator)`, en: `${name} answered NPS ${score} (detractor)` },
    message: { pt: `Fator afetado: Satisfação.${quoted}`, en: `Factor affected: Satisfaction.${quoted}` },
  };
}

export function failingSiteTexts(name: string, url: string): { title: LocalizedText; message: LocalizedText } {
  const host = siteHost(url) ?? url;
  return {
    title: { pt: `Site de ${name} com falhas: ${host}`, en: `${name}’s site is failing: ${host}` },
    message: {
      pt: `A última auditoria de ${url} ficou abaixo de 50 na média ou abaixo de 40 numa categoria. Fator afetado: Produto.`,
      en: `The latest audit of ${url} averaged below 50 or scored below 40 in a category. Factor affected: Product.`,
    },
  };
}
