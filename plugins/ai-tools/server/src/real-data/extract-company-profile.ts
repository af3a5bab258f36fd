import { clean, understandPage, type AnalysisRecord, type BusinessClassification } from '@otimiza/sdk/server';
import { businessTypes, sectorLabels, type Language, type PostalAddress } from '@otimiza/sdk/shared';
import { parsePage, type PageInput, type ParsedPage } from '../common/parse-page.js';
import { descriptionOf, metaDescriptionOf } from './page-description.js';

/** What the page says about the company (the spec's "Real data", less the audit scores and technologies). */
export interface CompanyProfile extends BusinessClassification {
  url: string;
  businessName: string;
  title: string;
  metaDescription: string | null;
  description: string | null;
  /** 'São Paulo, SP', or null when the page does not say. */
  location: string | null;
  address: PostalAddress | null;
}

/**
 * The company as its page presents it. Name, kind, sector and place come from the reading stored
 * with the page's analysis when there is one (so every feature names them alike); a page without
 * one (or analysed before the reading was stored) is read now with the same SDK function.
 */
export function extractCompanyProfile(page: PageInput | ParsedPage, language: Language = 'pt', analysis?: AnalysisRecord | null): CompanyProfile {
  const parsed = '$' in page ? page : parsePage(page);
  const { $ } = parsed;
  const stored = analysis?.context?.sectorId ? analysis.context : null;
  const read = understandPage(parsed);
  const sectorId = stored?.sectorId ?? read.sectorId;
  const businessTypeId = stored?.businessTypeId ?? read.businessTypeId;
  const kind = businessTypes.find((entry) => entry.id === businessTypeId);
  return {
    url: parsed.url.href,
    businessName: (stored ? stored.companyName : read.businessName) ?? parsed.url.hostname.replace(/^www\./, ''),
    title: clean($('title').first().text()) || clean($('meta[property="og:title"]').attr('content')),
    metaDescription: metaDescriptionOf(parsed),
    description: descriptionOf(parsed),
    sectorId,
    sector: sectorLabels[sectorId][language],
    businessTypeId: kind?.id ?? 'unknown',
    businessType: kind?.label[language] ?? sectorLabels.unknown[language],
    location: stored ? stored.location : read.location,
    address: stored ? (stored.address ?? null) : read.address,
  };
}
