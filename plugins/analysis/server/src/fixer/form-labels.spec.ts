import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { fixHtml } from './html-fixer.js';

const pageUrl = 'https://bicicletaria.com.br/';
const page = (html: string, lang = 'pt-BR') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Bicicletaria Pedal Forte</title></head><body><main>${html}</main></body></html>`;
const after = (html: string, lang?: string) => load(fixHtml({ html: page(html, lang), pageUrl }).html);

describe('form-labels: aria-labelledby names a field only when what it points at says something', () => {
  it("labels a11y_tester's duplicate-id-aria input, whose aria-labelledby points at two empty elements", () => {
    // As written in Lighthouse 13's a11y_tester fixture: the stray </span> leaves the first <div> open around the others.
    const $ = after(
      `<section>
      <div id="duplicate-id-aria" class="duplicate-id-aria"></span>
      <div id="duplicate-id-aria"></div>
      <input type="text" aria-labelledby="duplicate-id-aria"/>
    </section>`,
      'en',
    );
    expect($('input').attr('aria-label')).toBe('Text field');
    expect($('input').attr('aria-labelledby')).toBe('duplicate-id-aria');
  });

  it('labels a field whose aria-labelledby lists an id absent from the page, or one of whose ids is empty', () => {
    const $ = after(`<p id="rotulo-nome">Seu nome</p><span id="vazio"> </span>
      <input id="a" name="nome" aria-labelledby="nao-existe">
      <input id="b" type="email" aria-labelledby="rotulo-nome vazio">`);
    expect($('#a').attr('aria-label')).toBe('Nome');
    expect($('#b').attr('aria-label')).toBe('E-mail');
  });

  it('leaves a field named by every element it points at, by their text or their own aria-label', () => {
    const $ = after(`<p id="rotulo-nome">Seu nome</p><span id="icone" aria-label="obrigatório"></span>
      <input id="a" name="nome" aria-labelledby="rotulo-nome icone"><input id="b" type="tel" aria-labelledby="rotulo-nome">`);
    expect($('#a').attr('aria-label')).toBeUndefined();
    expect($('#b').attr('aria-label')).toBeUndefined();
  });

  it('names a button whose aria-labelledby points at nothing, and records the fields it changed as they were', () => {
    const result = fixHtml({ html: page(`<button id="enviar" aria-labelledby="sumiu"></button><input type="text" aria-labelledby="sumiu">`), pageUrl });
    const $ = load(result.html);
    expect($('#enviar').attr('aria-label')).toBe('Enviar');
    expect(result.changedElements.get('form-labels')).toEqual([{ tag: 'input', attributes: { type: 'text', 'aria-labelledby': 'sumiu' }, text: '' }]);
  });
});
