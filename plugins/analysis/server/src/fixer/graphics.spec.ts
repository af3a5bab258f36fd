import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { decideAudits } from './audit-decisions.js';
import { fixHtml } from './html-fixer.js';

const pageUrl = 'https://confeitaria.com.br/';
const page = (html: string, lang = 'pt-BR') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Confeitaria Aurora — bolos em Campinas, SP</title></head><body><main>${html}</main></body></html>`;
const fixed = (html: string, lang?: string) => fixHtml({ html: page(html, lang), pageUrl });
const after = (html: string, lang?: string) => load(fixed(html, lang).html);

describe('SVG and role="img" graphics, image map areas and embedded objects', () => {
  it('names an unnamed graphic from its icon class, a logo as the business logo, and leaves named or hidden ones alone', () => {
    const $ = after(`<svg id="zap" class="icon icon-whatsapp" role="img" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>
      <span id="estrelas" role="img" class="rating"></span>
      <svg id="marca" class="logo" role="img"><path d="M0 0"/></svg>
      <p id="sem-titulo"><svg role="img"><title> </title><path d="M0 0"/></svg></p>
      <svg id="titulado" role="img"><title>Bolo de cenoura</title></svg>
      <div id="nomeado" role="img" aria-label="Cinco estrelas"></div>
      <a href="/"><svg id="oculto" role="img" aria-hidden="true"></svg>Início</a>
      <svg id="decorativo"><path d="M0 0"/></svg>`);
    expect($('#zap').attr('aria-label')).toBe('Whatsapp');
    expect($('#estrelas').attr('aria-label')).toBe('Rating');
    expect($('#marca').attr('aria-label')).toMatch(/ — logo$/);
    expect($('#sem-titulo svg').attr('aria-label')).toBe('Imagem de Confeitaria Aurora');
    expect($('#titulado').attr('aria-label')).toBeUndefined();
    expect($('#nomeado').attr('aria-label')).toBe('Cinco estrelas');
    expect($('#oculto').attr('aria-label')).toBeUndefined();
    // Without role="img" an SVG is not announced as an image: nothing to name.
    expect($('#decorativo').attr('aria-label')).toBeUndefined();
    expect(after('<div id="g" role="img"></div>', 'en')('#g').attr('aria-label')).toMatch(/^Image from /);
  });

  it('gives each link area of an image map an alt from its title or where it leads', () => {
    const $ = after(`<img src="/mapa-loja.png" alt="Planta da loja" usemap="#loja"><map name="loja">
      <area id="a1" shape="rect" coords="0,0,10,10" href="/bolos-de-festa" >
      <area id="a2" shape="rect" coords="0,0,10,10" href="/" >
      <area id="a3" shape="rect" coords="0,0,10,10" href="/x" title="Caixa">
      <area id="a4" shape="rect" coords="0,0,10,10" href="https://www.instagram.com/">
      <area id="a5" shape="rect" coords="0,0,10,10" href="/encomendas" alt="Encomendas">
      <area id="a6" shape="rect" coords="0,0,10,10"></map>`);
    expect($('#a1').attr('alt')).toBe('Bolos de festa');
    expect($('#a2').attr('alt')).toBe('Página inicial');
    expect($('#a3').attr('alt')).toBe('Caixa');
    expect($('#a4').attr('alt')).toBe('instagram.com');
    expect($('#a5').attr('alt')).toBe('Encomendas');
    expect($('#a6').attr('alt')).toBeUndefined();
  });

  it('names an <object> by its kind and file name, unless it has a name or fallback text', () => {
    const $ = after(`<object id="o1" data="/docs/cardapio-natal.pdf" type="application/pdf" width="400" height="300"></object>
      <object id="o2" data="/media/video.bin" type="video/mp4"><param name="autoplay" value="false"></object>
      <object id="o3" data="/docs/tabela.pdf"><a href="/docs/tabela.pdf">Baixe a tabela de preços</a></object>
      <object id="o4" data="/docs/x.pdf" title="Tabela nutricional"></object>`);
    expect($('#o1').attr('aria-label')).toBe('Documento PDF: Cardapio natal');
    expect($('#o2').attr('aria-label')).toBe('Vídeo: Video');
    expect($('#o3').attr('aria-label')).toBeUndefined();
    expect($('#o4').attr('aria-label')).toBeUndefined();
  });

  it('runs once: a second pass finds nothing to do, and the audits are reported fixed', () => {
    const html = `<svg class="icon-cart" role="img"></svg><map name="m"><area href="/contato"></map><object data="/a/cardapio.pdf"></object>`;
    const first = fixed(html);
    expect(first.fixes.map((fix) => fix.id)).toEqual(expect.arrayContaining(['graphic-name', 'area-alt', 'object-alt']));
    const second = fixHtml({ html: first.html, pageUrl });
    expect(second.fixes.map((fix) => fix.id)).not.toEqual(expect.arrayContaining(['graphic-name']));
    expect(second.fixes.map((fix) => fix.id)).not.toContain('area-alt');
    expect(second.fixes.map((fix) => fix.id)).not.toContain('object-alt');
    const audits = ['svg-img-alt', 'role-img-alt', 'area-alt', 'object-alt'];
    const decisions = decideAudits(
      audits.map((id) => ({ id, category: 'accessibility' as const, title: id, titles: { pt: id, en: id }, gainPoints: 1 })),
      first.fixes,
    );
    expect(decisions.map((decision) => [decision.id, decision.status, decision.fixId])).toEqual([
      ['svg-img-alt', 'fixed', 'graphic-name'],
      ['role-img-alt', 'fixed', 'graphic-name'],
      ['area-alt', 'fixed', 'area-alt'],
      ['object-alt', 'fixed', 'object-alt'],
    ]);
  });
});
