import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { fixHtml } from './html-fixer.js';

/** A Belo Horizonte confectionery that titled its home page 'Home', with its address in the footer next to WhatsApp and payments. */
const doceria = `<html lang="pt-BR"><head><meta charset="utf-8"><title>Home</title></head><body>
<header><a href="/"><img src="/img/logo.png" alt="Logo Doceria Sabor de Minas"></a>
<nav><a href="/cardapio">Cardápio</a> <a href="/encomendas">Encomendas</a></nav></header>
<main><h1>Bolos e doces caseiros</h1>
<p>Fazemos bolos caseiros, brigadeiros gourmet e doces finos para festas de aniversário, casamentos e eventos corporativos desde 1998 em toda a região da Savassi e arredores.</p>
<p>Veja o cardápio completo: <a href="/cardapio">clique aqui</a></p>
<p><a href="/cardapio"><img src="/img/IMG_0042.jpg"> Cardápio clique aqui</a></p>
<p><a href="/precos">saiba mais</a></p>
</main>
<footer><img src="/img/logo-rodape.png"><p>Rua Fernandes Tourinho, 450 - Savassi, Belo Horizonte - MG, 30112-000 WhatsApp (31) 99999-0000 Aceitamos Pix e cartão</p>
<p>Preços a partir de R$ 30. Consulte nossos preços e condições.</p>
<p>© 2024 Doceria Sabor de Minas. Todos os direitos reservados.</p></footer>
</body></html>`;

/** An events company page with no title and no h1: only a section heading. */
const eventos = `<html lang="pt-BR"><head><meta charset="utf-8"></head><body>
<section><h2>Buffet para eventos corporativos</h2>
<p>Organizamos coffee breaks, almoços executivos e confraternizações de fim de ano para empresas de todos os portes com cardápios pensados para cada ocasião e equipe própria desde</p>
</section></body></html>`;

const run = (html: string, url = 'http://127.0.0.1:8080/') => fixHtml({ html, pageUrl: url });

describe('the fixer writes like a person', () => {
  const fixed = load(run(doceria).html);
  const business = () =>
    JSON.parse(fixed('script[type="application/ld+json"]').text())['@graph'].find((node: { '@type': string }) => node['@type'] === 'LocalBusiness');

  it('rewrites a generic title from the heading and the business name from its strongest signal, and copies them into og and JSON-LD', () => {
    expect(fixed('title').text()).toBe('Bolos e doces caseiros — Doceria Sabor de Minas');
    expect(fixed('meta[property="og:title"]').attr('content')).toBe('Bolos e doces caseiros — Doceria Sabor de Minas');
    expect(fixed('meta[property="og:site_name"]').attr('content')).toBe('Doceria Sabor de Minas');
    expect(business().name).toBe('Doceria Sabor de Minas');
  });

  it('titles a page with no title and no h1 from its visible heading, not its host', () => {
    expect(load(run(eventos).html)('title').text()).toBe('Buffet para eventos corporativos');
  });

  it('bounds the JSON-LD address at its CEP and splits it', () => {
    expect(business().address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Rua Fernandes Tourinho, 450 - Savassi',
      addressLocality: 'Belo Horizonte',
      addressRegion: 'MG',
      postalCode: '30112-000',
      addressCountry: 'BR',
    });
    expect(business().telephone).toBe('(31) 99999-0000');
  });

  it('ends meta descriptions at a sentence, a clause or a word that closes a phrase — never after "em" or "com" — and copies them', () => {
    const description = fixed('meta[name="description"]').attr('content')!;
    // The 160-character window ends in '… desde 1998 em tod': the word cut drops 'tod' and the dangling 'em'.
    expect(description).toBe(
      'Bolos e doces caseiros. Fazemos bolos caseiros, brigadeiros gourmet e doces finos para festas de aniversário, casamentos e eventos corporativos desde 1998.',
    );
    expect(fixed('meta[property="og:description"]').attr('content')).toBe(description);
    expect(fixed('meta[name="twitter:description"]').attr('content')).toBe(description);
    const events = load(run(eventos).html)('meta[name="description"]').attr('content')!;
    // '… de todos os portes com' ends on a preposition: the cut goes back to 'portes'.
    expect(events).toBe(
      'Buffet para eventos corporativos. Organizamos coffee breaks, almoços executivos e confraternizações de fim de ano para empresas de todos os portes.',
    );
  });

  it('never takes alt text from the link around an image; a logo is named after the business', () => {
    expect(fixed('img[src="/img/IMG_0042.jpg"]').attr('alt')).toBe('Bolos e doces caseiros');
    expect(fixed('img[src="/img/logo-rodape.png"]').attr('alt')).toBe('Doceria Sabor de Minas — logo');
  });

  it('names a vague link with the page’s own words for its target, accents kept', () => {
    expect(fixed('main a[href="/cardapio"]').first().text()).toBe('Ver cardápio');
    expect(fixed('a[href="/precos"]').text()).toBe('Saiba mais sobre preços');
  });

  it('changes nothing on a second run', () => {
    for (const page of [doceria, eventos]) {
      const first = run(page);
      const second = fixHtml({ html: first.html, pageUrl: 'http://127.0.0.1:8080/' });
      expect(second.fixes).toEqual([]);
      expect(second.html).toBe(first.html);
    }
  });
});

describe('cutAtBoundary', () => {
  it('never leaves a conjunction, preposition or article at the end', async () => {
    const { cutAtBoundary } = await import('./page-text.js');
    const text =
      'Receitas de família com ingredientes frescos, entregues no mesmo dia em toda Belo Horizonte para festas, casamentos e eventos corporativos desde 1998 com todo o carinho';
    expect(cutAtBoundary(text, { min: 120, max: 160, language: 'pt' })).toBe(
      'Receitas de família com ingredientes frescos, entregues no mesmo dia em toda Belo Horizonte para festas, casamentos e eventos corporativos desde 1998.',
    );
    // A clause boundary past the minimum wins over a word cut.
    expect(cutAtBoundary(text.slice(0, 136), { min: 100, max: 131, language: 'pt' })).toBe(
      'Receitas de família com ingredientes frescos, entregues no mesmo dia em toda Belo Horizonte para festas.',
    );
    expect(
      cutAtBoundary('Fresh sourdough and pastries baked every morning in our Brooklyn kitchen since 1998 and delivered to your door with care and', {
        min: 60,
        max: 120,
        language: 'en',
      }),
    ).toBe('Fresh sourdough and pastries baked every morning in our Brooklyn kitchen since 1998 and delivered to your door.');
  });
});
