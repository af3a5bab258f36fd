import { load } from 'cheerio';
import type { AnalysisContext } from '@otimiza/plugin-analysis-shared';
import { stateOfPhone } from './brazil-area-codes.js';
import { businessNameOf } from './business-name.js';
import { businessNode, jsonLdNodes, textProperty, typesOf } from './json-ld.js';
import { postalAddressOf } from './postal-address.js';

const sectors: [RegExp, string][] = [
  [/padaria|confeitaria|restaurante|pizzaria|lanchonete|hamburgueria|cafeteria|delivery de comida/i, 'Alimentação'],
  [/cl[ií]nica|odontolog|dentista|m[eé]dic|sa[uú]de|fisioterap|psic[oó]log/i, 'Saúde'],
  [/advocacia|advogad|jur[ií]dic/i, 'Jurídico'],
  [/contabilidade|contador|cont[aá]bil/i, 'Contabilidade'],
  [/imobili[aá]ria|im[oó]veis|aluguel de casas/i, 'Imobiliário'],
  [/sal[aã]o de beleza|est[eé]tica|barbearia|manicure/i, 'Beleza'],
  [/academia|crossfit|personal trainer/i, 'Fitness'],
  [/escola|curso|faculdade|ensino/i, 'Educação'],
  [/hotel|pousada|hospedagem/i, 'Hospedagem'],
  [/oficina|mec[aâ]nica|autope[cç]as/i, 'Automotivo'],
  [/software|tecnologia|sistemas|desenvolvimento web|ag[eê]ncia digital/i, 'Tecnologia'],
  [/loja|comprar|carrinho|frete gr[aá]tis|produtos/i, 'Varejo'],
];

/**
 * What the page says about the business (spec 000 §3 "context"): its name from JSON-LD,
 * og:site_name or the title; its type from JSON-LD; the sector from its words; the location
 * from a JSON-LD address or the area code of a phone number; the language from `<html lang>`.
 * A field the page does not support stays null.
 */
export function extractPageContext(html: string, pageUrl: string): AnalysisContext {
  const $ = load(html);
  const url = new URL(pageUrl);
  const nodes = jsonLdNodes($);
  const business = businessNode(nodes);
  const title = $('title').first().text().trim();
  const description = $('meta[name="description"]').attr('content') ?? '';
  const companyName = businessNameOf($, nodes, url);

  const text = `${title} ${description} ${$('h1, h2').text()} ${$('body').text().slice(0, 20_000)}`;
  const sector = sectors.find(([pattern]) => pattern.test(text))?.[1] ?? null;

  const address = postalAddressOf($, nodes);
  const city = address?.addressLocality;
  const region = address?.addressRegion;
  const phoneState = stateOfPhone(`${textProperty(business?.telephone) ?? ''} ${$('a[href^="tel:"]').attr('href') ?? ''} ${text}`);
  const location = city ? [city, region].filter(Boolean).join(', ') : (region ?? phoneState);

  const types = business ? typesOf(business) : [];
  const businessType = types.find((type) => type !== 'Organization') ?? (types[0] ?? (location ? 'LocalBusiness' : null));
  const targetAudience = location
    ? `Clientes de ${location}`
    : sector === 'Varejo'
      ? 'Compradores online'
      : null;

  return {
    url: url.toString(),
    domain: url.hostname,
    companyName,
    businessType,
    sector,
    location,
    address,
    targetAudience,
    language: $('html').attr('lang')?.trim() || null,
  };
}
