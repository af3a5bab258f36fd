import { describe, expect, it } from 'vitest';
import { jsonLdScript, testPage } from '../../common/test-page.fixture.js';
import { localBusinessSchemaCheck } from './local-business-schema.check.js';

const pageWith = (data: unknown) => testPage('<p>Olá</p>', { head: jsonLdScript(data) });
const bakery = (address: unknown) => ({ '@context': 'https://schema.org', '@type': 'Bakery', name: 'Padaria Pão Quente', address });

describe('local-business-schema', () => {
  it('passes with a LocalBusiness subtype whose address country is BR', () => {
    const result = localBusinessSchemaCheck(pageWith(bakery({ '@type': 'PostalAddress', addressLocality: 'São Paulo', addressCountry: 'BR' })));
    expect(result).toEqual({ id: 'local-business-schema', found: true, evidence: 'Bakery "Padaria Pão Quente": addressCountry BR' });
  });

  it('passes with a CEP and a UF and no country, inside an @graph', () => {
    const data = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'x' }, bakery({ postalCode: '01310-100', addressRegion: 'SP' })] };
    expect(localBusinessSchemaCheck(pageWith(data)).evidence).toBe('Bakery "Padaria Pão Quente": postalCode 01310-100, addressRegion SP');
  });

  it('passes with addressCountry as a Country object named Brasil', () => {
    expect(localBusinessSchemaCheck(pageWith(bakery({ addressCountry: { '@type': 'Country', name: 'Brasil' } }))).found).toBe(true);
  });

  it('fails for a LocalBusiness with a US address, even with a region that is also a UF', () => {
    const us = {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Boston Bakery',
      address: { postalCode: '02139', addressRegion: 'MA', addressCountry: 'US' },
    };
    expect(localBusinessSchemaCheck(pageWith(us))).toEqual({ id: 'local-business-schema', found: false, evidence: 'LocalBusiness "Boston Bakery"' });
    const noCountry = { ...us, address: { postalCode: '02139', addressRegion: 'MA' } };
    expect(localBusinessSchemaCheck(pageWith(noCountry)).found).toBe(false);
  });

  it('fails for an Organization with a Brazilian address (not a local business)', () => {
    const organization = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Exemplo', address: { addressCountry: 'BR' } };
    expect(localBusinessSchemaCheck(pageWith(organization))).toEqual({ id: 'local-business-schema', found: false, evidence: null });
  });

  it('fails without JSON-LD, and ignores a broken block', () => {
    expect(localBusinessSchemaCheck(testPage('<p>Olá</p>', { head: '<script type="application/ld+json">{ broken</script>' })).found).toBe(false);
  });
});
