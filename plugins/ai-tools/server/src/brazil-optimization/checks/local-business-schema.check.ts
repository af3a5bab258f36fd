import { addressesOf, brazilianStates, type JsonLdNode, localBusinessTypes, schemaTypes, stringProperty, toUf } from '@otimiza/sdk/server';
import type { BrazilCheck } from '../brazil-check.js';

const cepFormat = /^\d{5}-\d{3}$/;

function countryOf(address: JsonLdNode): string | null {
  const country = address.addressCountry;
  if (typeof country === 'object' && country !== null && !Array.isArray(country)) return stringProperty(country as JsonLdNode, 'name');
  return stringProperty(address, 'addressCountry');
}

/** Why an address is Brazilian, or null when it is not (or says another country). */
function brazilianAddress(address: JsonLdNode): string | null {
  const country = countryOf(address);
  if (country) return /^(?:BR|BRA|Brasil|Brazil)$/i.test(country) ? `addressCountry ${country}` : null;
  const postalCode = stringProperty(address, 'postalCode');
  const uf = toUf(stringProperty(address, 'addressRegion'));
  if (postalCode && cepFormat.test(postalCode) && uf && uf in brazilianStates) return `postalCode ${postalCode}, addressRegion ${uf}`;
  return null;
}

function describe(node: JsonLdNode): string {
  const name = stringProperty(node, 'name');
  return `${schemaTypes(node).join('/')}${name ? ` "${name}"` : ''}`;
}

/** JSON-LD LocalBusiness (or a subtype) whose address is in Brazil: country BR, or a CEP with a UF. */
export const localBusinessSchemaCheck: BrazilCheck = ({ jsonLd }) => {
  const businesses = jsonLd.filter((node) => schemaTypes(node).some((type) => localBusinessTypes.has(type)));
  for (const business of businesses) {
    for (const address of addressesOf(business)) {
      const reason = brazilianAddress(address);
      if (reason) return { id: 'local-business-schema', found: true, evidence: `${describe(business)}: ${reason}` };
    }
  }
  const first = businesses[0];
  return { id: 'local-business-schema', found: false, evidence: first ? describe(first) : null };
};
