import type { Element } from 'domhandler';
import type { HtmlFix } from '../html-fix.js';
import { trackChanges } from '../snippet.js';

const listParents = new Set(['ul', 'ol', 'menu']);
const quietChildren = new Set(['li', 'script', 'template']);

export const listItemParentFix: HtmlFix = {
  id: 'listitem-parent',
  category: 'accessibility',
  priority: 'low',
  audits: ['listitem'],
  title: { pt: 'Itens de lista dentro de uma lista', en: 'List items inside a list' },
  description: {
    pt: 'Itens <li> soltos numa <div> não são anunciados como lista ("item 2 de 5"); a <div> que só contém itens passa a ser a lista (role="list"), sem mudar a aparência.',
    en: '<li> items loose in a <div> are not announced as a list ("item 2 of 5"); the <div> holding only items becomes the list (role="list"), with no change in how it looks.',
  },
  apply({ $ }) {
    const parents = new Set<Element>();
    for (const item of $('li').toArray()) {
      const parent = item.parent as Element | null;
      if (parent?.type === 'tag' && !listParents.has(parent.tagName) && (parent.tagName === 'div' || parent.tagName === 'span')) parents.add(parent);
    }
    return trackChanges($, [...parents], (parent) => {
      if ($(parent).attr('role')) return false;
      if (
        !$(parent)
          .children()
          .toArray()
          .every((child) => quietChildren.has(child.tagName))
      )
        return false;
      $(parent).attr('role', 'list');
      return true;
    });
  },
};

/** What a list may hold beside its items (axe's only-listitems rule). */
const allowedInList = new Set(['li', 'script', 'template', 'style', 'meta', 'link', 'map', 'area', 'datalist']);

export const listChildrenFix: HtmlFix = {
  id: 'list-children',
  category: 'accessibility',
  priority: 'low',
  audits: ['list'],
  title: { pt: 'Listas que só contêm itens', en: 'Lists that hold only items' },
  description: {
    pt: 'Uma <div> ou <span> solta dentro de <ul>/<ol> quebra a contagem de itens do leitor de tela; ela passa a ser um item da lista (role="listitem"), sem mudar a aparência.',
    en: 'A <div> or <span> loose inside <ul>/<ol> breaks the screen reader\'s item count; it becomes an item of the list (role="listitem"), with no change in how it looks.',
  },
  apply({ $ }) {
    const loose = $('ul:not([role]), ol:not([role])')
      .children()
      .toArray()
      .filter((child) => !allowedInList.has(child.tagName));
    return trackChanges($, loose, (child) => {
      if ((child.tagName !== 'div' && child.tagName !== 'span') || $(child).attr('role') || $(child).attr('aria-hidden') === 'true') return false;
      $(child).attr('role', 'listitem');
      return true;
    });
  },
};
