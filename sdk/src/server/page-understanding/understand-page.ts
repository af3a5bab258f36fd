import type { PageUnderstanding } from '../../shared/page-understanding.js';
import { businessNameOf } from './business-name.js';
import { classifyBusiness } from './classify-business.js';
import { locationOf } from './page-location.js';
import { phoneOf } from './page-phone.js';
import type { PageView } from './page-view.js';
import { postalAddressOf } from './postal-address.js';
import { clean } from './visible-text.js';

/**
 * The one reading of a page every feature shares (ARCHITECTURE: computed once per analysis and
 * stored): the business name from the page's strongest signal, its kind and sector, its address
 * split into parts, its phone, where it is and the language it declares.
 */
export function understandPage(page: PageView): PageUnderstanding {
  const address = postalAddressOf(page.$, page.jsonLd);
  const phone = phoneOf(page);
  const { businessTypeId, sectorId } = classifyBusiness(page, 'pt');
  return {
    businessName: businessNameOf(page),
    businessTypeId,
    sectorId,
    location: locationOf(page, address, phone),
    address,
    phone,
    language: clean(page.$('html').attr('lang')) || null,
  };
}
