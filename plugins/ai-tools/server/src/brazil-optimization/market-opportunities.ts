import type { Language } from '@otimiza/sdk/shared';
import type { BrazilCheckId, BrazilCheckResult } from './brazil-check.js';
import type { MarketOpportunities } from './brazil-optimization-result.js';
import { brazilSignalLabels } from './brazil-signal-labels.js';
import { listInWords } from './list-in-words.js';

export interface MarketOpportunitiesInput {
  checks: readonly BrazilCheckResult[];
  companyName: string;
  location: string | null;
  language: Language;
}

interface Area {
  signals: readonly BrazilCheckId[];
  present: (labels: string, input: MarketOpportunitiesInput) => { pt: string; en: string };
  missing: (labels: string, input: MarketOpportunitiesInput) => { pt: string; en: string };
}

const areas: Readonly<Record<keyof MarketOpportunities, Area>> = {
  localSearch: {
    signals: ['local-business-schema', 'map', 'phone-br-format', 'br-domain', 'hreflang-pt-br'],
    present: (labels) => ({
      pt: `Os sinais de busca local estão presentes (${labels}). Mantenha os mesmos nome, endereço e telefone no perfil da empresa no Google.`,
      en: `The local search signals are in place (${labels}). Keep the same name, address and phone on the company’s Google Business Profile.`,
    }),
    missing: (labels, { companyName, location }) => ({
      pt: `Faltam sinais de busca local: ${labels}. Com eles, os buscadores associam ${companyName} a ${location ?? 'sua cidade'} com mais segurança em pesquisas como "perto de mim".`,
      en: `Local search signals are missing: ${labels}. With them, search engines can tie ${companyName} to ${location ?? 'its city'} more confidently in "near me" searches.`,
    }),
  },
  mobileUsers: {
    signals: ['whatsapp-contact', 'phone-br-format', 'map'],
    present: (labels) => ({
      pt: `Quem visita pelo celular já encontra ações de um toque: ${labels}.`,
      en: `Phone visitors already find one-tap actions: ${labels}.`,
    }),
    missing: (labels) => ({
      pt: `Para quem visita pelo celular, faltam ações de um toque: ${labels}. Elas levam do site à conversa, à ligação ou à rota sem copiar nada.`,
      en: `Phone visitors lack one-tap actions: ${labels}. They take people from the site to a chat, a call or directions without copying anything.`,
    }),
  },
  paymentMethods: {
    signals: ['pix', 'boleto', 'brl-price-format'],
    present: (labels) => ({
      pt: `Os meios de pagamento locais aparecem na página (${labels}).`,
      en: `Local payment methods appear on the page (${labels}).`,
    }),
    missing: (labels) => ({
      pt: `Não mencionados: ${labels}. Se a empresa recebe pagamentos, mostrar os meios locais atende clientes que não usam cartão de crédito.`,
      en: `Not mentioned: ${labels}. If the company takes payments, showing the local methods serves customers who do not use credit cards.`,
    }),
  },
  competitiveAdvantage: {
    signals: ['cnpj', 'lgpd-privacy-policy', 'cookie-consent', 'lang-pt-br'],
    present: (labels) => ({
      pt: `Os sinais de confiança estão presentes (${labels}). Mantê-los atualizados sustenta a confiança de quem compra pela primeira vez.`,
      en: `The trust signals are in place (${labels}). Keeping them up to date sustains the trust of first-time buyers.`,
    }),
    missing: (labels) => ({
      pt: `Faltam sinais de confiança: ${labels}. Publicá-los diferencia a empresa de concorrentes que não os mostram e reduz a insegurança de quem compra pela primeira vez.`,
      en: `Trust signals are missing: ${labels}. Publishing them sets the company apart from competitors that do not show them and reassures first-time buyers.`,
    }),
  },
};

function describeArea(area: Area, input: MarketOpportunitiesInput): string {
  const { checks, language } = input;
  const relevant = checks.filter((check) => area.signals.includes(check.id));
  const missing = relevant.filter((check) => !check.found);
  const label = (check: BrazilCheckResult) => brazilSignalLabels[check.id][language];
  const text = missing.length
    ? area.missing(listInWords(missing.map(label), language), input)
    : area.present(listInWords(relevant.map(label), language), input);
  return text[language];
}

/** Where the page leaves Brazilian customers unserved, from the checks that fail (or that all pass). */
export function marketOpportunities(input: MarketOpportunitiesInput): MarketOpportunities {
  return {
    localSearch: describeArea(areas.localSearch, input),
    mobileUsers: describeArea(areas.mobileUsers, input),
    paymentMethods: describeArea(areas.paymentMethods, input),
    competitiveAdvantage: describeArea(areas.competitiveAdvantage, input),
  };
}
