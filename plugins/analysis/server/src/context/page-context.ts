import type { AnalysisContext } from '@otimiza/plugin-analysis-shared';
import { organizationTypes, schemaTypes, understandPage, viewPage } from '@otimiza/sdk/server';
import { sectorLabels } from '@otimiza/sdk/shared';

/**
 * What the page says about the business, from the SDK's one reading of a
 * page (understandPage) so the analysis, the fixer and the AI tools name the same business, sector
 * and place. The type is the page's schema.org type; a field the page does not support stays null.
 */
export function extractPageContext(html: string, pageUrl: string): AnalysisContext {
  const page = viewPage(html, pageUrl);
  const understanding = understandPage(page);
  const business = page.jsonLd.find((node) => schemaTypes(node).some((type) => organizationTypes.has(type)));
  const types = business ? schemaTypes(business) : [];
  const { location, sectorId } = understanding;
  const businessType = types.find((type) => type !== 'Organization') ?? types[0] ?? (location ? 'LocalBusiness' : null);
  const sector = sectorId === 'unknown' ? null : sectorLabels[sectorId].pt;
  const targetAudience = location ? `Clientes de ${location}` : sectorId === 'retail' ? 'Compradores online' : null;

  return {
    url: page.url.toString(),
    domain: page.url.hostname,
    companyName: understanding.businessName,
    businessType,
    businessTypeId: understanding.businessTypeId,
    sector,
    sectorId,
    location,
    address: understanding.address,
    phone: understanding.phone,
    targetAudience,
    language: understanding.language,
  };
}
