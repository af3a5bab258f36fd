import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { HtmlFix } from '../html-fix.js';
import { clean } from '../page-text.js';
import { trackChanges } from '../snippet.js';

/** The cells of a table itself, not of the tables nested in it. */
function cellsOf($: CheerioAPI, table: Element): Element[] {
  return $(table)
    .find('td, th')
    .toArray()
    .filter((cell) => $(cell).closest('table').get(0) === table);
}

export const tableHeadersFix: HtmlFix = {
  id: 'table-headers',
  category: 'accessibility',
  priority: 'low',
  audits: ['td-headers-attr'],
  title: { pt: 'Ligar as células aos cabeçalhos certos', en: 'Tie cells to the right headers' },
  description: {
    pt: 'O atributo headers de uma célula só pode citar cabeçalhos (<th>) da mesma tabela; referências a células comuns, à própria célula ou a ids que não existem confundem o leitor de tela e são retiradas.',
    en: "A cell's headers attribute may only name headers (<th>) of the same table; references to plain cells, to the cell itself or to missing ids confuse screen readers and are removed.",
  },
  apply({ $ }) {
    const headerIdsOfCell = new Map<Element, Set<string>>();
    for (const table of $('table').toArray()) {
      const cells = cellsOf($, table);
      const headerIds = new Set(cells.filter((cell) => cell.tagName === 'th' && cell.attribs.id).map((cell) => cell.attribs.id!));
      for (const cell of cells) if (cell.attribs.headers !== undefined) headerIdsOfCell.set(cell, headerIds);
    }
    return trackChanges($, [...headerIdsOfCell.keys()], (cell) => {
      const headerIds = headerIdsOfCell.get(cell)!;
      const tokens = clean(cell.attribs.headers).split(' ').filter(Boolean);
      const kept = tokens.filter((id) => id !== cell.attribs.id && headerIds.has(id));
      if (kept.length === tokens.length && kept.length > 0) return false;
      if (kept.length === 0) $(cell).removeAttr('headers');
      else $(cell).attr('headers', kept.join(' '));
      return true;
    });
  },
};

export const tableSummaryFix: HtmlFix = {
  id: 'table-summary',
  category: 'accessibility',
  priority: 'low',
  audits: ['table-duplicate-name'],
  title: { pt: 'Não repetir a legenda da tabela', en: "Do not repeat the table's caption" },
  description: {
    pt: 'Um summary igual à legenda (<caption>) faz o leitor de tela dizer a mesma frase duas vezes; o summary, obsoleto no HTML atual, é retirado.',
    en: 'A summary equal to the <caption> makes screen readers say the same sentence twice; the summary, obsolete in current HTML, is removed.',
  },
  apply({ $ }) {
    return trackChanges($, $('table[summary]').toArray(), (table) => {
      const caption = clean($(table).children('caption').first().text()).toLowerCase();
      if (!caption || clean(table.attribs.summary).toLowerCase() !== caption) return false;
      $(table).removeAttr('summary');
      return true;
    });
  },
};
