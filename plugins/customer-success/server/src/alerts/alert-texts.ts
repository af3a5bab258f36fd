import { healthFactors, type HealthFactorKey } from '@otimiza/plugin-customer-success-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { factorNames } from '../health/factor-texts.js';
import type { StoredFactors } from '../health/health-factors.js';
import { siteHost } from '../health/site-match.js';

export interface FactorChange {
  key: HealthFactorKey;
  name: LocalizedText;
  from: number | null;
  to: number | null;
}

/** The factors behind a drop: those that fell by 5 points or more (or stopped being measured), the largest fall first; all of them when none did. */
export function droppedFactors(before: StoredFactors, now: StoredFactors): FactorChange[] {
  const changes = healthFactors.map((key) => ({ key, name: factorNames[key], from: before[key].score, to: now[key].score }));
  const fell = changes
    .filter((change) => change.from !== null && (change.to === null || change.from - change.to >= 5))
    .sort((a, b) => b.from! - (b.to ?? 0) - (a.from! - (a.to ?? 0)));
  return fell.length ? fell : changes;
}

const factorList = (changes: readonly FactorChange[], language: 'pt' | 'en') =>
  changes.map((change) => `${change.name[language]} ${change.from ?? '—'} → ${change.to ?? '—'}`).join(', ');

export function scoreDropTexts(name: string, from: number, to: number, factors: readonly FactorChange[]): { title: LocalizedText; message: LocalizedText } {
  return {
    title: { pt: `Saúde de ${name} caiu: ${from} → ${to}`, en: `${name}’s health dropped: ${from} → ${to}` },
    message: { pt: `Fatores: ${factorList(factors, 'pt')}.`, en: `Factors: ${factorList(factors, 'en')}.` },
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
