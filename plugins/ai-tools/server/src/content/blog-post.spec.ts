import type { AnalysisRecord } from '@otimiza/sdk/server';
import { doceriaPage } from '@otimiza/sdk/testing';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../common/parse-page.js';
import { extractCompanyProfile } from '../real-data/extract-company-profile.js';
import { buildContent } from './build-content.js';
import { outlineOf } from './page-outline.js';

const analysis = {
  id: 'a1',
  failingAudits: [{ id: 'meta-description', title: 'Document does not have a meta description', category: 'seo', weight: 1, score: 0, gainPoints: 12.5 }],
} as unknown as AnalysisRecord;

function blogPost(html: string, url: string) {
  const parsed = parsePage({ html, url });
  return buildContent({ toolType: 'blog-post', url, profile: extractCompanyProfile(parsed, 'pt'), outline: outlineOf(parsed), analysis, language: 'pt' });
}

describe('the template blog post (no AI)', () => {
  it('is built from the page’s sections, products with prices and place, with search phrases people type', () => {
    const post = blogPost(doceriaPage.html, doceriaPage.url);
    expect(post.title).toBe('Bolos e doces caseiros em Belo Horizonte — Doceria Sabor de Minas');
    expect(post.content).toContain('## Produtos e preços\n\n- Bolo de pote de ninho com morango: R$ 14,90');
    expect(post.content).toContain('## Onde estamos\n\nRua Fernandes Tourinho, 450 - Savassi, Belo Horizonte, MG, CEP 30112-000');
    expect(post.generated.keywords).toEqual([
      'bolo de pote belo horizonte',
      'confeitaria belo horizonte',
      'confeitaria savassi',
      'bolo de pote savassi',
      'bolo de pote',
    ]);
    expect(post.insights.at(-1)).toMatch(/^Antes de publicar, corrija na página: .*meta description/i);
    expect(post.content).not.toMatch(/o que a Doceria Sabor de Minas oferece/);
  });

  it('says the page has too little text instead of repeating its one sentence', () => {
    const post = blogPost(
      '<html lang="pt-BR"><head><title>Doceria</title></head><body><h1>Doceria</h1><p>Os melhores doces da cidade.</p></body></html>',
      'https://doceria.com.br/',
    );
    expect(post.title).toBe('Texto insuficiente para um post de blog');
    expect(post.content).toMatch(/^Sem IA, este modelo escreve só com o que a página diz, e ela diz pouco \(\d+ palavras de texto, nenhum preço\)/);
    expect(post.generated.keywords).toEqual([]);
  });
});
