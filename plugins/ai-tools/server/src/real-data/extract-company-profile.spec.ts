import type { AnalysisRecord } from '@otimiza/sdk/server';
import { doceriaPage } from '@otimiza/sdk/testing';
import { describe, expect, it } from 'vitest';
import { jsonLdScript, testPage } from '../common/test-page.fixture.js';
import { parsePage } from '../common/parse-page.js';
import { brazilianBakeryHtml } from '../brazil-optimization/brazil-page.fixture.js';
import { extractCompanyProfile } from './extract-company-profile.js';

const page = (html: string, url = 'https://www.exemplo.com.br/') => parsePage({ html, url });
const doc = (head: string, body = '') => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('extractCompanyProfile', () => {
  it('reads a Brazilian bakery page completely', () => {
    expect(extractCompanyProfile({ html: brazilianBakeryHtml, url: 'https://www.paoquente.com.br/' })).toEqual({
      url: 'https://www.paoquente.com.br/',
      businessName: 'Padaria Pão Quente',
      title: 'Padaria Pão Quente | Pães artesanais em São Paulo',
      metaDescription: 'Padaria artesanal na Vila Mariana, em São Paulo: pães de fermentação natural, bolos e cafés.',
      description: 'Padaria artesanal na Vila Mariana, em São Paulo: pães de fermentação natural, bolos e cafés.',
      sectorId: 'food',
      sector: 'Alimentação',
      businessTypeId: 'bakery',
      businessType: 'Padaria',
      location: 'São Paulo, SP',
      address: {
        streetAddress: 'Rua Domingos de Morais, 100',
        addressLocality: 'São Paulo',
        addressRegion: 'SP',
        postalCode: '04010-000',
        addressCountry: 'BR',
      },
    });
  });

  it('gives sector and business type in English when asked', () => {
    const profile = extractCompanyProfile({ html: brazilianBakeryHtml, url: 'https://www.paoquente.com.br/' }, 'en');
    expect(profile).toMatchObject({ sector: 'Food', businessType: 'Bakery' });
  });

  describe('businessName', () => {
    it('prefers the JSON-LD Organization name', () => {
      const html = doc(
        `<title>Início | Outro Nome</title><meta property="og:site_name" content="Nome OG">${jsonLdScript({ '@type': 'Organization', name: 'Empresa Oficial Ltda' })}`,
      );
      expect(extractCompanyProfile(page(html)).businessName).toBe('Empresa Oficial Ltda');
    });

    it('uses og:site_name when there is no JSON-LD name', () => {
      expect(extractCompanyProfile(page(doc('<title>Contato - Loja</title><meta property="og:site_name" content="Loja da Maria">'))).businessName).toBe(
        'Loja da Maria',
      );
    });

    it('takes the title part that matches the domain, skipping "Home"', () => {
      expect(extractCompanyProfile(page(doc('<title>Pães artesanais em SP | Padaria Pão Quente</title>'), 'https://paoquente.com.br/')).businessName).toBe(
        'Padaria Pão Quente',
      );
      expect(extractCompanyProfile(page(doc('<title>Home - Studio Bela</title>'), 'https://example.com/')).businessName).toBe('Studio Bela');
    });

    it('falls back to the domain', () => {
      expect(extractCompanyProfile(page(doc(''), 'https://www.minhaempresa.com.br/')).businessName).toBe('minhaempresa.com.br');
    });
  });

  describe('description', () => {
    it('uses the first meaningful paragraph when there is no meta description', () => {
      const body =
        '<p>Olá!</p><p>Usamos cookies para melhorar sua experiência no nosso site e na navegação.</p><main><p>Somos uma clínica odontológica em Curitiba com atendimento humanizado há mais de dez anos.</p></main>';
      const profile = extractCompanyProfile(page(doc('<title>Sorriso</title>', body)));
      expect(profile.metaDescription).toBeNull();
      expect(profile.description).toBe('Somos uma clínica odontológica em Curitiba com atendimento humanizado há mais de dez anos.');
    });

    it('is null when the page has nothing to describe it', () => {
      expect(extractCompanyProfile(page(doc('<title>X</title>', '<p>Oi</p>'))).description).toBeNull();
    });
  });

  describe('sector and business type', () => {
    it.each([
      ['<title>Clínica Sorriso | Dentista em Recife</title>', 'health', 'dentist'],
      ['<title>Clínica Vida</title><meta name="description" content="Consultas com clínico geral e pediatria.">', 'health', 'clinic'],
      ['<title>Clínica Veterinária Amigo Fiel</title>', 'pets', 'veterinary'],
      ['<title>Loja Virtual Moda Bela</title>', 'retail', 'online-store'],
      ['<title>Silva & Souza Advogados</title>', 'legal', 'law-firm'],
      ['<title>Sunrise Bakery | Fresh sourdough in Boston</title>', 'food', 'bakery'],
      ['<title>Acme</title><h1>Contabilidade para pequenas empresas</h1>', 'finance', 'accounting'],
    ])('%s → %s / %s', (head, sectorId, businessTypeId) => {
      const [headPart, bodyPart] = head.split(/(?=<h1>)/);
      expect(extractCompanyProfile(page(doc(headPart!, bodyPart ?? '')))).toMatchObject({ sectorId, businessTypeId });
    });

    it('uses the JSON-LD type first', () => {
      const html = doc(`<title>Bistrô do Chef</title>${jsonLdScript({ '@context': 'https://schema.org', '@type': 'HairSalon', name: 'X' })}`);
      expect(extractCompanyProfile(page(html))).toMatchObject({ sectorId: 'beauty', businessTypeId: 'beauty-salon', sector: 'Beleza e estética' });
    });

    it('counts the body text only when the kind of business is named twice', () => {
      expect(extractCompanyProfile(page(doc('<title>Acme</title>', '<p>Nossa pizzaria abre às 18h.</p><p>A melhor pizzaria do bairro.</p>')))).toMatchObject({
        businessTypeId: 'pizzeria',
      });
      expect(extractCompanyProfile(page(doc('<title>Acme</title>', '<p>Perto da pizzaria da esquina.</p>')))).toMatchObject({ businessTypeId: 'unknown' });
    });

    it('says "Não identificado" / "Not identified" instead of guessing', () => {
      const html = doc('<title>Acme Global</title><meta name="description" content="Soluções inovadoras para o seu dia a dia.">');
      expect(extractCompanyProfile(page(html))).toMatchObject({
        sectorId: 'unknown',
        sector: 'Não identificado',
        businessTypeId: 'unknown',
        businessType: 'Não identificado',
      });
      expect(extractCompanyProfile(page(html), 'en')).toMatchObject({ sector: 'Not identified', businessType: 'Not identified' });
    });
  });

  describe('location', () => {
    it('reads the JSON-LD address', () => {
      const html = doc(jsonLdScript({ '@type': 'LocalBusiness', name: 'X', address: { addressLocality: 'Belo Horizonte', addressRegion: 'Minas Gerais' } }));
      expect(extractCompanyProfile(page(html)).location).toBe('Belo Horizonte, MG');
    });

    it('finds "City - UF" in the footer or the address block', () => {
      expect(extractCompanyProfile(page(doc('<title>X</title>', '<footer>Rua das Flores, 10 — Centro — Porto Alegre/RS</footer>'))).location).toBe(
        'Porto Alegre, RS',
      );
      expect(extractCompanyProfile(page(doc('<title>X</title>', '<address>Av. Boa Viagem, 500, Recife - PE</address>'))).location).toBe('Recife, PE');
    });

    it('finds "City - UF" next to a CEP anywhere in the text', () => {
      expect(extractCompanyProfile(testPage('<div><p>Visite-nos: Rua XV de Novembro, 700, Curitiba, PR, 80020-310.</p></div>')).location).toBe('Curitiba, PR');
    });

    it('is null when the page does not say where the company is', () => {
      expect(
        extractCompanyProfile(testPage('<h1>Entregamos em todo o Brasil</h1><p>Produtos para o lar - SP não é o único estado atendido.</p>')).location,
      ).toBeNull();
    });
  });

  it('reads the same name, sector and place as the analysis context for one page', () => {
    expect(extractCompanyProfile({ html: doceriaPage.html, url: doceriaPage.url })).toMatchObject({
      businessName: 'Doceria Sabor de Minas',
      sector: 'Alimentação',
      businessType: 'Confeitaria',
      location: 'Belo Horizonte, MG',
    });
  });

  it('takes name, sector and place from the reading stored with the page’s analysis', () => {
    const context: AnalysisRecord['context'] = {
      companyName: 'Doceria Sabor de Minas',
      businessType: 'LocalBusiness',
      businessTypeId: 'confectionery',
      sector: 'Alimentação',
      sectorId: 'food',
      location: 'Belo Horizonte, MG',
      targetAudience: 'Clientes de Belo Horizonte, MG',
    };
    const changedPage = {
      html: '<html><head><title>Promoção de Natal</title></head><body><p>Loja de presentes em Curitiba - PR</p></body></html>',
      url: doceriaPage.url,
    };
    expect(extractCompanyProfile(changedPage, 'en', { context } as AnalysisRecord)).toMatchObject({
      businessName: 'Doceria Sabor de Minas',
      sector: 'Food',
      businessType: 'Confectionery',
      location: 'Belo Horizonte, MG',
    });
  });
});
