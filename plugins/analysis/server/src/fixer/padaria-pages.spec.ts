import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { fixHtml } from './html-fixer.js';

// Shaped like a small shop's pages: a bakery's product grid, a figure whose caption holds a heading and a price,
// an icon-only search button whose image is the site's logo, product cards with h3 and h4 mixed.
const pageUrl = 'https://padariapaoquente.com.br/';
const page = (html: string, lang = 'pt-BR') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Padaria Pão Quente — pães e doces em Campinas</title></head><body><main>${html}</main></body></html>`;
const after = (html: string, lang?: string) => load(fixHtml({ html: page(html, lang), pageUrl }).html);

describe('the fixer on pages shaped like the padaria examples', () => {
  it('writes alt text from the figure caption with word boundaries kept and the price left out', () => {
    const $ = after(`<section><h2>Nossos pães</h2>
      <figure id="f1"><img src="/img/p1.jpg"><figcaption><h3>Pão francês</h3><p>R$ 18,90 o quilo</p></figcaption></figure>
      <figure id="f2"><img src="/img/p2.jpg"><figcaption><strong>Sonho</strong><span>de creme</span> <span>R$&nbsp;6,50</span></figcaption></figure>
      <figure id="f3"><img src="/img/p3.jpg"><figcaption>Bolo de fubá — R$ 32,00 a unidade</figcaption></figure>
      <div class="card" id="c4"><img src="/img/p4.jpg"><h3>Broa de milho</h3><span class="preco">R$ 4,00</span></div></section>`);
    expect($('#f1 img').attr('alt')).toBe('Pão francês');
    expect($('#f2 img').attr('alt')).toBe('Sonho');
    expect($('#f3 img').attr('alt')).toBe('Bolo de fubá');
    expect($('#c4 img').attr('alt')).toBe('Broa de milho');
    expect(
      $('img')
        .toArray()
        .map((image) => image.attribs.alt)
        .join(' '),
    ).not.toMatch(/R\$|\d,\d\d/);
  });

  it("names an icon-only submit button's image for what the button does, not the logo", () => {
    const $ = after(`<form action="/busca" role="search"><input type="search" name="q" aria-label="Buscar produtos">
        <button type="submit" id="buscar"><img src="/img/logo-pao-quente.png"></button></form>
      <form action="/newsletter" method="post"><input type="email" name="email" aria-label="Seu e-mail">
        <button id="enviar"><img src="/icons/arrow.svg"></button></form>
      <form action="/busca"><input type="text" name="q" aria-label="Buscar"><input type="image" id="lupa" src="/img/logo.png"></form>
      <header><a href="/"><img id="marca" src="/img/logo-pao-quente.png"></a></header>`);
    expect($('#buscar img').attr('alt')).toBe('Buscar');
    expect($('#enviar img').attr('alt')).toBe('Enviar');
    expect($('#lupa').attr('alt')).toBe('Buscar');
    // A logo that is not a button's only content is still the business logo.
    expect($('#marca').attr('alt')).toMatch(/ — logo$/);
    const english = after(
      `<form action="/search"><input name="q" aria-label="Search"><button type="submit" id="b"><img src="/logo.png"></button></form>`,
      'en',
    );
    expect(english('#b img').attr('alt')).toBe('Search');
  });

  it('puts sibling product headings at one level', () => {
    const $ = after(`<h1>Padaria Pão Quente</h1><section><h2>Produtos</h2><div class="grid">
      <article class="produto"><h3 id="p1">Pão francês</h3><p>Crocante</p></article>
      <article class="produto"><h4 id="p2">Pão de queijo</h4><p>Mineiro</p></article>
      <article class="produto"><h3 id="p3">Sonho</h3><p>De creme</p></article>
      <article class="produto"><h4 id="p4">Broa</h4><p>De milho</p></article></div></section>`);
    expect(['#p1', '#p2', '#p3', '#p4'].map((id) => $(id).prop('tagName')?.toLowerCase())).toEqual(['h3', 'h3', 'h3', 'h3']);
    // Headings that are not siblings' (a section's own sub-heading) keep their level.
    const nested = after(`<h1>A</h1><section><h2>B</h2><h3 id="c">C</h3><div><h4 id="d">D</h4></div></section>`);
    expect(nested('#d').prop('tagName')?.toLowerCase()).toBe('h4');
  });
});
