import type { Language } from '@otimiza/sdk/shared';
import { parsePage, type PageInput, type ParsedPage } from '../common/parse-page.js';
import { clean } from '../common/visible-text.js';
import { businessNameOf } from './business-name.js';
import { classifyBusiness, type BusinessClassification } from './classify-business.js';
import { descriptionOf, metaDescriptionOf } from './page-description.js';
import { locationOf } from './page-location.js';

/** What the page says about the company (the spec's "Real data", less the audit scores and technologies). */
export interface CompanyProfile extends BusinessClassification {
  url: string;
  businessName: string;
  title: string;
  metaDescription: string | null;
  description: string | null;
  /** 'São Paulo, SP', or null when the page does not say. */
  location: string | null;
}

export function extractCompanyProfile(page: PageInput | ParsedPage, language: Language = 'pt'): CompanyProfile {
  const parsed = '$' in page ? page : parsePage(page);
  const { $ } = parsed;
  return {
    url: parsed.url.href,
    businessName: businessNameOf(parsed),
    title: clean($('title').first().text()) || clean($('meta[property="og:title"]').attr('content')),
    metaDescription: metaDescriptionOf(parsed),
    description: descriptionOf(parsed),
    ...classifyBusiness(parsed, language),
    location: locationOf(parsed),
  };
}
