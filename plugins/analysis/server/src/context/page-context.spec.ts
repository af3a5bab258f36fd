import { describe, expect, it } from 'vitest';
import { doceriaPage } from '@otimiza/sdk/testing';
import { extractPageContext } from './page-context.js';

describe('extractPageContext', () => {
  it('reads the business from JSON-LD: name, type, city and region', () => {
    const html = `<html lang="pt-BR"><head><title>Início | Padaria Pão Quente</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Padaria Pão Quente",
      "address":{"@type":"PostalAddress","addressLocality":"Campinas","addressRegion":"SP"},"telephone":"+55 19 3232-1234"}</script></head>
      <body><h1>Pães artesanais</h1></body></html>`;
    expect(extractPageContext(html, 'https://paoquente.com.br/')).toEqual({
      url: 'https://paoquente.com.br/',
      domain: 'paoquente.com.br',
      companyName: 'Padaria Pão Quente',
      businessType: 'Bakery',
      businessTypeId: 'bakery',
      sector: 'Alimentação',
      sectorId: 'food',
      location: 'Campinas, SP',
      phone: '+55 19 3232-1234',
      address: { streetAddress: '', addressLocality: 'Campinas', addressRegion: 'SP', postalCode: null, addressCountry: null },
      targetAudience: 'Clientes de Campinas, SP',
      language: 'pt-BR',
    });
  });

  it('falls back to the title and the phone area code', () => {
    const html = `<html lang="pt-br"><head><title>Clínica Sorriso - Dentista em Recife</title></head>
      <body><p>Agende: (81) 99876-5432</p></body></html>`;
    expect(extractPageContext(html, 'https://sorriso.com.br/contato')).toMatchObject({
      companyName: 'Clínica Sorriso',
      sector: 'Saúde',
      location: 'PE',
      businessType: 'LocalBusiness',
    });
  });

  it('leaves unknown fields null rather than guessing', () => {
    expect(extractPageContext('<html><body><p>hello</p></body></html>', 'https://example.org/')).toMatchObject({
      companyName: null,
      businessType: null,
      sector: null,
      location: null,
      targetAudience: null,
      language: null,
    });
  });

  it('stores the one reading every feature shares: the same name, sector and place the AI tools read', () => {
    expect(extractPageContext(doceriaPage.html, doceriaPage.url)).toMatchObject({
      companyName: 'Doceria Sabor de Minas',
      sector: 'Alimentação',
      sectorId: 'food',
      location: 'Belo Horizonte, MG',
      address: { streetAddress: 'Rua Fernandes Tourinho, 450 - Savassi', postalCode: '30112-000' },
    });
  });
});
