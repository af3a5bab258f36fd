import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { decideAudits } from './audit-decisions.js';
import { fixHtml } from './html-fixer.js';

const pageUrl = 'https://confeitaria.com.br/';
const page = (html: string, htmlAttributes = 'lang="pt-BR"') =>
  `<!DOCTYPE html><html ${htmlAttributes}><head><title>Confeitaria Aurora — bolos em Campinas, SP</title></head><body><main>${html}</main></body></html>`;
const fixed = (html: string, htmlAttributes?: string) => fixHtml({ html: page(html, htmlAttributes), pageUrl });
const after = (html: string, htmlAttributes?: string) => load(fixed(html, htmlAttributes).html);

const priceTable = `<table id="precos" summary="Preços dos bolos"><caption>Preços dos bolos</caption>
  <tr><th id="bolo">Bolo</th><th id="preco">Preço</th><td id="nota">nota</td></tr>
  <tr><td id="c1" headers="bolo nota c1 sumiu">Cenoura</td><td id="c2" headers="preco">R$ 45</td><td headers="sumiu">—</td></tr></table>`;

describe('tables, lists, headings, redundant alt text and the xml:lang of the page', () => {
  it('keeps only the headers of the same table a cell names, and drops a summary that repeats the caption', () => {
    const $ = after(priceTable);
    expect($('#c1').attr('headers')).toBe('bolo');
    expect($('#c2').attr('headers')).toBe('preco');
    expect($('tr').last().find('td').last().attr('headers')).toBeUndefined();
    expect($('#precos').attr('summary')).toBeUndefined();
    expect($('#precos caption').text()).toBe('Preços dos bolos');
    const kept = after('<table summary="Tabela de preços de 2026"><caption>Preços</caption><tr><th>Bolo</th></tr></table>');
    expect(kept('table').attr('summary')).toBe('Tabela de preços de 2026');
  });

  it('makes a loose <div> of a list one of its items, and leaves a loose link for a person to move', () => {
    const $ = after('<ul id="menu"><li>Bolos</li><div id="solta">Tortas</div><a id="link" href="/doces">Doces</a><script>1</script></ul>');
    expect($('#solta').attr('role')).toBe('listitem');
    expect($('#link').attr('role')).toBeUndefined();
    expect($('#link').parent().is('ul')).toBe(true);
  });

  it('takes a heading with no text out of the outline and keeps the outline in order without it', () => {
    const $ = after(
      '<h1>Confeitaria Aurora</h1><h2 id="vazio"> </h2><h2 id="foto"><img src="/bolo.jpg" alt="Bolo de cenoura"></h2><h3 id="sub">Encomendas</h3>',
    );
    expect($('#vazio').attr('role')).toBe('presentation');
    expect($('#foto').attr('role')).toBeUndefined();
    expect($('#sub').prop('tagName')).toBe('H3');
  });

  it('makes an image decorative when its alt text says what its link already says', () => {
    const $ = after(
      '<a href="/bolos"><img id="igual" src="/b.jpg" alt="Bolos de festa"> Bolos de festa</a><p><img id="outro" src="/c.jpg" alt="Bolo de cenoura com cobertura"> Cenoura</p>',
    );
    expect($('#igual').attr('alt')).toBe('');
    expect($('#outro').attr('alt')).toBe('Bolo de cenoura com cobertura');
  });

  it('gives xml:lang the language of lang when they disagree', () => {
    const $ = after('<p>Bolos</p>', 'lang="pt-BR" xml:lang="en-US"');
    expect($('html').attr('xml:lang')).toBe('pt-BR');
    expect($('html').attr('lang')).toBe('pt-BR');
    expect(fixed('<p>Bolos</p>', 'lang="pt-BR" xml:lang="pt"').fixes.map((fix) => fix.id)).not.toContain('html-lang');
  });

  it('reports these audits fixed, and the table structure it cannot read as a change a person makes', () => {
    const result = fixHtml({
      html: `<!DOCTYPE html><html lang="pt" xml:lang="en"><head><title>Confeitaria Aurora — bolos em Campinas, SP</title></head><body><div>${priceTable}<ul><div>x</div></ul><h2></h2><a href="/a"><img src="/a.jpg" alt="Ver"> Ver</a></div></body></html>`,
      pageUrl,
    });
    const audits = [
      'td-headers-attr',
      'table-duplicate-name',
      'list',
      'empty-heading',
      'image-redundant-alt',
      'html-xml-lang-mismatch',
      'bypass',
      'th-has-data-cells',
      'table-fake-caption',
    ];
    const decisions = decideAudits(
      audits.map((id) => ({ id, category: 'accessibility' as const, title: id, titles: { pt: id, en: id }, gainPoints: 1 })),
      result.fixes,
    );
    expect(decisions.map((decision) => [decision.id, decision.status, decision.reason])).toEqual([
      ['td-headers-attr', 'fixed', null],
      ['table-duplicate-name', 'fixed', null],
      ['list', 'fixed', null],
      ['empty-heading', 'fixed', null],
      ['image-redundant-alt', 'fixed', null],
      ['html-xml-lang-mismatch', 'fixed', null],
      ['bypass', 'fixed', null],
      // Which cells a header describes, or whether a first row is a caption, is the author's to say.
      ['th-has-data-cells', 'cannot-fix-in-html', 'manual'],
      ['table-fake-caption', 'cannot-fix-in-html', 'manual'],
    ]);
  });

  it('finds nothing to change the second time', () => {
    const first = fixed(
      `${priceTable}<ul><div>x</div><span>y</span></ul><h2></h2><h4>Sob encomenda</h4><a href="/a"><img src="/a.jpg" alt="Ver bolos"> Ver bolos</a>`,
      'lang="pt" xml:lang="en"',
    );
    const second = fixHtml({ html: first.html, pageUrl });
    expect(second.fixes).toEqual([]);
    expect(second.html).toBe(first.html);
  });
});
