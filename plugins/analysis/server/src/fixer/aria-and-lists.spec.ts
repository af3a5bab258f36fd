import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { decideAudits } from './audit-decisions.js';
import { fixHtml } from './html-fixer.js';

const pageUrl = 'https://confeitaria.com.br/';
const body = (html: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><title>Confeitaria Aurora — bolos em Campinas, SP</title></head><body>${html}</body></html>`;
const fixed = (html: string) => fixHtml({ html: body(html), pageUrl });
const after = (html: string) => load(fixed(html).html);

describe('ARIA attributes and roles, hidden focus and loose list items', () => {
  it('gives misspelt ARIA attributes their name and invalid values the value they meant, and drops what cannot be read', () => {
    const $ = after(`<h2 id="t">Encomendas</h2>
      <section id="s" aria-labeledby="t">x</section>
      <button id="b" aria-pressed="yes">Favorito</button>
      <button id="m" aria-expanded="sim" aria-controls="menu-criado-por-script">Menu</button>
      <div id="h" aria-hidden="talvez">y</div>
      <span id="u" aria-tamanho="grande" aria-current="PAGE">z</span>`);
    expect($('#s').attr('aria-labelledby')).toBe('t');
    expect($('#s').attr('aria-labeledby')).toBeUndefined();
    expect($('#b').attr('aria-pressed')).toBe('true');
    expect($('#m').attr('aria-expanded')).toBe('true');
    // A reference to an id the page's scripts may create is left as written.
    expect($('#m').attr('aria-controls')).toBe('menu-criado-por-script');
    expect($('#h').attr('aria-hidden')).toBeUndefined();
    expect($('#u').attr('aria-tamanho')).toBeUndefined();
    expect($('#u').attr('aria-current')).toBe('page');
    expect(fixed('<section aria-labeledby="t">x</section>').fixes.map((fix) => fix.id)).toContain('aria-attributes');
  });

  it('keeps the first real role of a list, drops unknown and abstract roles, and the attributes the role does not take', () => {
    const $ = after(`<div id="a" role="botao">a</div><div id="b" role="buton button" tabindex="0">b</div><div id="c" role="widget">c</div>
      <a id="d" href="/bolos" role="link" aria-checked="true" aria-disabled="false">Bolos</a><nav id="e" role="navigation" aria-label="Menu">e</nav>`);
    expect($('#a').attr('role')).toBeUndefined();
    expect($('#b').attr('role')).toBe('button');
    expect($('#c').attr('role')).toBeUndefined();
    expect($('#d').attr('aria-checked')).toBeUndefined();
    expect($('#d').attr('aria-disabled')).toBe('false');
    expect($('#e').attr('role')).toBe('navigation');
    expect($('#e').attr('aria-label')).toBe('Menu');
  });

  it('takes the links and buttons of a hidden block out of the keyboard order', () => {
    const $ =
      after(`<div aria-hidden="true" id="carrossel-clone"><a id="l" href="/bolo-de-cenoura">Bolo de cenoura</a><button id="k">Ver</button><span id="n">texto</span></div>
      <a id="visible" href="/contato">Contato</a>`);
    expect($('#l').attr('tabindex')).toBe('-1');
    expect($('#k').attr('tabindex')).toBe('-1');
    expect($('#n').attr('tabindex')).toBeUndefined();
    expect($('#visible').attr('tabindex')).toBeUndefined();
  });

  it('makes a <div> holding only list items the list, and leaves a mixed one alone', () => {
    const $ = after(`<div id="only"><li>Bolo de cenoura — R$ 45</li><li>Brigadeiro — R$ 3</li></div><div id="mixed"><li>Torta</li><p>Sob encomenda</p></div>`);
    expect($('#only').attr('role')).toBe('list');
    expect($('#mixed').attr('role')).toBeUndefined();
  });

  it('reports the ARIA audits it answered as fixed, and duplicate ids as a change a person makes', () => {
    const result = fixed(`<div role="botao" aria-hidden="yes">a</div><div><li>b</li></div><p id="x">c</p><p id="x">d</p>`);
    const audits = ['aria-roles', 'aria-valid-attr-value', 'listitem', 'duplicate-id-aria'];
    const decisions = decideAudits(
      audits.map((id) => ({ id, category: 'accessibility' as const, title: id, titles: { pt: id, en: id }, gainPoints: 3 })),
      result.fixes,
    );
    expect(decisions.map((decision) => [decision.id, decision.status, decision.reason])).toEqual([
      ['aria-roles', 'fixed', null],
      ['aria-valid-attr-value', 'fixed', null],
      ['listitem', 'fixed', null],
      // Renaming one of two equal ids could break the styles and scripts that target it.
      ['duplicate-id-aria', 'cannot-fix-in-html', 'manual'],
    ]);
  });

  it('finds nothing to change the second time', () => {
    const first = fixed(`<section aria-labeledby="t" aria-hidden="yes"><a role="buton link" href="/x" aria-checked="true">x</a></section><div><li>a</li></div>
      <div aria-hidden="true"><a href="/y">y</a></div><h2 id="t">t</h2>`);
    const second = fixHtml({ html: first.html, pageUrl });
    expect(second.fixes.filter((fix) => ['aria-attributes', 'aria-roles', 'aria-hidden-focus', 'listitem-parent'].includes(fix.id))).toEqual([]);
    expect(second.html).toBe(first.html);
  });
});
