import type { HtmlFix } from '../html-fix.js';
import { trackChanges } from '../snippet.js';

export const tabindexFix: HtmlFix = {
  id: 'tabindex',
  category: 'accessibility',
  priority: 'medium',
  audits: ['tabindex'],
  title: { pt: 'Ordem natural do teclado (tabindex)', en: 'Natural keyboard order (tabindex)' },
  description: {
    pt: 'Um tabindex maior que 0 faz o Tab pular para esses elementos antes do resto da página; passa a 0, e a ordem volta a ser a do documento.',
    en: 'A tabindex above 0 makes Tab jump to those elements before the rest of the page; it becomes 0 and the order follows the document again.',
  },
  apply({ $ }) {
    const elements = $('[tabindex]').toArray();
    return trackChanges($, elements, (element) => {
      const value = Number($(element).attr('tabindex'));
      if (!(value > 0)) return false;
      $(element).attr('tabindex', '0');
      return true;
    });
  },
};

export const accessKeysFix: HtmlFix = {
  id: 'accesskeys',
  category: 'accessibility',
  priority: 'low',
  audits: ['accesskeys'],
  title: { pt: 'Atalhos de teclado únicos (accesskey)', en: 'Unique keyboard shortcuts (accesskey)' },
  description: {
    pt: 'Dois elementos com o mesmo accesskey disputam o atalho; o primeiro fica com ele e os repetidos deixam de declarar.',
    en: 'Two elements with the same accesskey fight over the shortcut; the first keeps it and the repeats drop it.',
  },
  apply({ $ }) {
    const seen = new Set<string>();
    return trackChanges($, $('[accesskey]').toArray(), (element) => {
      const key = ($(element).attr('accesskey') ?? '').trim().toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        return false;
      }
      $(element).removeAttr('accesskey');
      return true;
    });
  },
};

export const ariaHiddenBodyFix: HtmlFix = {
  id: 'aria-hidden-body',
  category: 'accessibility',
  priority: 'critical',
  audits: ['aria-hidden-body'],
  title: { pt: 'Mostrar a página aos leitores de tela', en: 'Show the page to screen readers' },
  description: {
    pt: 'aria-hidden="true" no <body> esconde a página inteira de quem usa leitor de tela; o atributo é retirado.',
    en: 'aria-hidden="true" on <body> hides the whole page from screen reader users; the attribute is removed.',
  },
  apply({ $ }) {
    return trackChanges($, $('body[aria-hidden="true" i]').toArray(), (element) => {
      $(element).removeAttr('aria-hidden');
      return true;
    });
  },
};
