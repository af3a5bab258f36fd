import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { jsonLdNodes } from './json-ld-nodes.js';
import { parseAddressLine, postalAddressOf } from './postal-address.js';

describe('parseAddressLine', () => {
  it('ends the address at its CEP, before WhatsApp, prices and payments, and splits it', () => {
    expect(parseAddressLine('Rua Fernandes Tourinho, 450 - Savassi, Belo Horizonte - MG, 30112-000 WhatsApp (31) 99999-0000 Aceitamos Pix e cartão')).toEqual({
      streetAddress: 'Rua Fernandes Tourinho, 450 - Savassi',
      addressLocality: 'Belo Horizonte',
      addressRegion: 'MG',
      postalCode: '30112-000',
      addressCountry: 'BR',
    });
    expect(parseAddressLine('Rua Augusta, 123 - Consolação, São Paulo - SP 05422-001 WhatsApp Preços a partir de R$ 30')).toEqual({
      streetAddress: 'Rua Augusta, 123 - Consolação',
      addressLocality: 'São Paulo',
      addressRegion: 'SP',
      postalCode: '05422-001',
      addressCountry: 'BR',
    });
  });

  it('reads a CEP written after the city, a city/UF with a slash, and a line without a CEP', () => {
    expect(parseAddressLine('Av. Paulista, 1000, Bela Vista, São Paulo/SP - CEP 01310-100')).toEqual({
      streetAddress: 'Av. Paulista, 1000, Bela Vista',
      addressLocality: 'São Paulo',
      addressRegion: 'SP',
      postalCode: '01310-100',
      addressCountry: 'BR',
    });
    expect(parseAddressLine('Rua das Flores 45, Centro, Curitiba, PR telefone 41 3333-3333')).toEqual({
      streetAddress: 'Rua das Flores 45, Centro',
      addressLocality: 'Curitiba',
      addressRegion: 'PR',
      postalCode: null,
      addressCountry: 'BR',
    });
  });
});

describe('postalAddressOf', () => {
  it('takes the smallest element with a street and a CEP, not the text around it', () => {
    const $ = load(`<body><footer><p>Doceria Sabor de Minas</p><p>Rua Fernandes Tourinho, 450 - Savassi, Belo Horizonte - MG, 30112-000</p>
      <p>WhatsApp (31) 99999-0000</p><p>Aceitamos Pix e cartão</p></footer></body>`);
    expect(postalAddressOf($, jsonLdNodes($))).toMatchObject({
      streetAddress: 'Rua Fernandes Tourinho, 450 - Savassi',
      addressLocality: 'Belo Horizonte',
      postalCode: '30112-000',
    });
  });

  it('prefers the JSON-LD PostalAddress the page already has', () => {
    const $ = load(
      `<head><script type="application/ld+json">{"@type":"Bakery","name":"Pão Quente","address":{"@type":"PostalAddress","streetAddress":"Rua A, 1","addressLocality":"Campinas","addressRegion":"SP"}}</script></head>`,
    );
    expect(postalAddressOf($, jsonLdNodes($))).toEqual({
      streetAddress: 'Rua A, 1',
      addressLocality: 'Campinas',
      addressRegion: 'SP',
      postalCode: null,
      addressCountry: null,
    });
  });
});
