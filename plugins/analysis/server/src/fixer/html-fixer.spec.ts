import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { smallBusinessPages } from '../../test/small-business-site.js';
import { fixHtml } from './html-fixer.js';
import type { PageResources } from './html-fix.js';

const origin = 'https://exemplo.com.br';
const fix = (path: string, resources?: PageResources) => fixHtml({ html: smallBusinessPages[path]!, pageUrl: `${origin}${path}`, resources });

/** Every reference a page loads or runs: scripts (with their inline text), stylesheets, images. */
function referencesOf(html: string) {
  const $ = load(html);
  return {
    scripts: $('script')
      .toArray()
      .map((script) => $(script).attr('src') ?? `inline:${$(script).attr('type') ?? ''}:${$(script).text()}`)
      .filter((entry) => !entry.startsWith('inline:application/ld+json')),
    styles: $('link[rel="stylesheet"]')
      .toArray()
      .map((link) => $(link).attr('href')),
    images: $('img')
      .toArray()
      .map((image) => $(image).attr('src')),
    forms: $('form')
      .toArray()
      .map((form) => $(form).attr('action')),
    links: $('a')
      .toArray()
      .map((link) => $(link).attr('href')),
  };
}

describe('HTML fixer', () => {
  it.each(Object.keys(smallBusinessPages))('%s: a second run finds nothing to fix and changes nothing', (path) => {
    const first = fix(path);
    expect(first.fixes.length).toBeGreaterThan(8);
    const second = fixHtml({ html: first.html, pageUrl: `${origin}${path}` });
    expect(second.fixes).toEqual([]);
    expect(second.html).toBe(first.html);
  });

  it.each(Object.keys(smallBusinessPages))('%s: keeps every script, stylesheet, image, form and link reference', (path) => {
    expect(referencesOf(fix(path).html)).toEqual(referencesOf(smallBusinessPages[path]!));
  });

  it('leaves out the fixes the workspace dropped, doctype included, and applies the others', () => {
    const all = fix('/salao');
    const dropped = fixHtml({ html: '<html><head></head><body><h2>Oi</h2></body></html>', pageUrl: `${origin}/`, skip: new Set(['doctype', 'html-lang']) });
    expect(dropped.fixes.map((entry) => entry.id)).not.toContain('doctype');
    expect(dropped.fixes.map((entry) => entry.id)).not.toContain('html-lang');
    expect(dropped.html.toLowerCase()).not.toContain('<!doctype');
    expect(dropped.html).not.toMatch(/<html[^>]* lang=/);
    const withoutAlt = fixHtml({ html: smallBusinessPages['/salao']!, pageUrl: `${origin}/salao`, skip: new Set(['image-alt']) });
    expect(withoutAlt.fixes.map((entry) => entry.id)).toEqual(all.fixes.map((entry) => entry.id).filter((id) => id !== 'image-alt'));
  });

  it('writes a 120–160 character description from the page’s own sentences, in its language', () => {
    for (const [path, word] of [
      ['/salao', 'cabelo'],
      ['/oficina', 'carro'],
      ['/bakery', 'sourdough'],
    ] as const) {
      const description = load(fix(path).html)('meta[name="description"]').attr('content')!;
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
      expect(description.toLowerCase()).toContain(word);
    }
  });

  it('states the language it detects and fixes the basics', () => {
    const salao = load(fix('/salao').html);
    expect(salao('html').attr('lang')).toBe('pt-BR');
    expect(salao('meta[name="viewport"]').attr('content')).toBe('width=device-width, initial-scale=1');
    expect(fix('/salao').html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(load(fix('/bakery').html)('html').attr('lang')).toBe('en');
    const oficina = load(fix('/oficina').html);
    expect(oficina('meta[name="viewport"]').attr('content')).toBe('width=device-width, initial-scale=1');
    expect(oficina('title').text()).toBe('Auto Center Rodovia');
  });

  it('makes one h1 and closes skipped heading levels', () => {
    const $ = load(fix('/oficina').html);
    expect(
      $('h1, h2, h3, h4, h5, h6')
        .toArray()
        .map((heading) => heading.tagName),
    ).toEqual(['h1', 'h2']);
    expect(
      load(fix('/salao').html)('h1, h2, h3')
        .toArray()
        .map((heading) => heading.tagName),
    ).toEqual(['h1', 'h2']);
  });

  it('names the destination of vague links, in the page language, and marks script-only anchors as buttons', () => {
    expect(load(fix('/salao').html)('a[href="/precos"]').text()).toBe('Ver preços');
    expect(load(fix('/oficina').html)('a[href="/servicos"]').text()).toBe('Saiba mais sobre servicos');
    expect(load(fix('/bakery').html)('a[href="/menu"]').text()).toBe('Go to menu');
    expect(load(fix('/oficina').html)('a[href^="javascript"]').attr('role')).toBe('button');
  });

  it('labels fields and buttons, describes images from their context', () => {
    const salao = load(fix('/salao').html);
    expect(salao('input[name="email"]').attr('aria-label')).toBe('E-mail');
    expect(salao('input[name="nome"]').attr('aria-label')).toBe('Nome');
    expect(salao('button[type="submit"]').attr('aria-label')).toBe('Enviar');
    expect(salao('button.icon-menu').attr('aria-label')).toBe('Abrir menu');
    expect(salao('img[src="/img/escova-progressiva.svg"]').attr('alt')).toBe('Escova progressiva');
    const bakery = load(fix('/bakery').html);
    expect(bakery('input[type="text"]').attr('aria-label')).toBe('Your email');
    expect(bakery('button').attr('aria-label')).toBe('Search');
  });

  it('names an image that is all an icon button shows for the button’s action, never for the business', () => {
    const html = `<!doctype html><html lang="pt-BR"><head><title>Padaria Pão Quente</title></head><body>
      <header><button type="button" class="btn-menu"><img src="/img/logo-pao-quente-menu.svg"></button>
      <button type="button" id="abrir-carrinho"><img src="/icones/sacola.png"></button>
      <button type="button"><img src="/icones/x.svg" class="icon"></button></header>
      <main><h1>Padaria Pão Quente</h1></main></body></html>`;
    const $ = load(fixHtml({ html, pageUrl: `${origin}/` }).html);
    expect($('button.btn-menu img').attr('alt')).toBe('Abrir menu');
    expect($('#abrir-carrinho img').attr('alt')).toBe('Carrinho');
    // Nothing hints at what it does: a neutral name, not the business' logo.
    expect($('button:not(.btn-menu):not(#abrir-carrinho) img').attr('alt')).toBe('Botão');
    const english = load(fixHtml({ html: html.replace('lang="pt-BR"', 'lang="en"'), pageUrl: `${origin}/` }).html);
    expect(english('button.btn-menu img').attr('alt')).toBe('Open menu');
  });

  it('defers head scripts only when no inline script after them depends on them', () => {
    expect(load(fix('/bakery').html)('head script[src="/js/app.js"]').attr('defer')).toBeDefined();
    expect(load(fix('/salao').html)('head script[src="/js/app.js"]').attr('defer')).toBeUndefined();
  });

  it('sizes images from their measured files and lazy-loads those below the fold', () => {
    const imageSizes = new Map([[`${origin}/img/coloracao.svg`, { width: 760, height: 420 }]]);
    const $ = load(fix('/salao', { imageSizes, siteFavicon: '/favicon.ico' }).html);
    expect($('img[src="/img/coloracao.svg"]').attr('width')).toBe('760');
    expect($('img[src="/img/coloracao.svg"]').attr('height')).toBe('420');
    expect($('img[src="/img/coloracao.svg"]').attr('loading')).toBe('lazy');
    expect($('img[src="/img/logo-bela-flor.svg"]').attr('loading')).toBeUndefined();
    expect($('link[rel="icon"]').attr('href')).toBe('/favicon.ico');
  });

  it('adds JSON-LD for a local business with the address and phone the page states', () => {
    const $ = load(fix('/salao').html);
    const data = JSON.parse($('script[type="application/ld+json"]').text());
    const business = data['@graph'].find((node: { '@type': string }) => node['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      name: 'Salão Bela Flor',
      telephone: '(11) 3088-4521',
      address: { streetAddress: expect.stringContaining('Rua dos Pinheiros, 870') },
    });
    expect(data['@graph'].some((node: { '@type': string }) => node['@type'] === 'WebSite')).toBe(true);
  });

  it('leaves a page without defects alone and resolves references against its <base>', () => {
    const clean = `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><base href="https://cdn.exemplo.com.br/site/"><title>Loja</title></head><body><main><h1>Loja</h1><img src="a.png" alt="A" width="1" height="1"></main></body></html>`;
    const result = fixHtml({ html: clean, pageUrl: `${origin}/`, resources: { imageSizes: new Map(), siteFavicon: null } });
    expect(result.fixes.map((entry) => entry.id)).not.toContain('image-dimensions');
    expect(load(result.html)('img').attr('src')).toBe('a.png');
    expect(load(result.html)('base').attr('href')).toBe('https://cdn.exemplo.com.br/site/');
  });
});
