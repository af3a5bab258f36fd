import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { HtmlFix } from '../html-fix.js';
import { clean, humanizeFileName, sentenceCase } from '../page-text.js';
import { trackChanges } from '../snippet.js';
import { iconButtonName } from './icon-button-name.js';

const fieldNames: Record<string, { pt: string; en: string }> = {
  email: { pt: 'E-mail', en: 'Email' },
  tel: { pt: 'Telefone', en: 'Phone' },
  search: { pt: 'Buscar', en: 'Search' },
  password: { pt: 'Senha', en: 'Password' },
  url: { pt: 'Site', en: 'Website' },
  number: { pt: 'Número', en: 'Number' },
  date: { pt: 'Data', en: 'Date' },
};

const knownNames: Record<string, { pt: string; en: string }> = {
  nome: { pt: 'Nome', en: 'Name' },
  name: { pt: 'Nome', en: 'Name' },
  mensagem: { pt: 'Mensagem', en: 'Message' },
  message: { pt: 'Mensagem', en: 'Message' },
  telefone: { pt: 'Telefone', en: 'Phone' },
  phone: { pt: 'Telefone', en: 'Phone' },
  cep: { pt: 'CEP', en: 'Postal code' },
  q: { pt: 'Buscar', en: 'Search' },
  s: { pt: 'Buscar', en: 'Search' },
  busca: { pt: 'Buscar', en: 'Search' },
};

/**
 * Whether an element's `aria-labelledby` names it: every id it lists is on the page (the first
 * element with that id, as the browser reads it) and says something. An id of an absent or empty
 * element (`aria-labelledby="duplicate-id-aria"` pointing at empty `<div>`s) leaves it unnamed.
 */
function labelledByNames($: CheerioAPI, element: Cheerio<Element>): boolean {
  const ids = (element.attr('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
  return (
    ids.length > 0 &&
    ids.every((id) => {
      const target = $(`[id="${id.replace(/["\\]/g, '\\$&')}"]`).first();
      return target.length > 0 && Boolean(clean(target.text()) || clean(target.attr('aria-label')) || clean(target.find('img[alt]').attr('alt')));
    })
  );
}

function hasLabel($: CheerioAPI, field: Cheerio<Element>): boolean {
  const id = field.attr('id');
  return Boolean(
    clean(field.attr('aria-label')) ||
    labelledByNames($, field) ||
    clean(field.attr('title')) ||
    field.closest('label').length > 0 ||
    (id && $(`label[for="${id}"]`).length > 0),
  );
}

function fieldLabel(field: Cheerio<Element>, language: 'pt' | 'en'): string {
  const placeholder = clean(field.attr('placeholder'));
  if (placeholder) return placeholder.replace(/[.…:]+$/, '');
  const key = (field.attr('name') ?? field.attr('id') ?? '').toLowerCase().replace(/[[\]]/g, '');
  const known = knownNames[key] ?? fieldNames[(field.attr('type') ?? '').toLowerCase()];
  if (known) return known[language];
  const fromKey = humanizeFileName(key);
  if (fromKey) return sentenceCase(fromKey);
  if (field.is('select')) return language === 'pt' ? 'Selecione uma opção' : 'Choose an option';
  if (field.is('textarea')) return language === 'pt' ? 'Mensagem' : 'Message';
  return language === 'pt' ? 'Campo de texto' : 'Text field';
}

export const formLabelsFix: HtmlFix = {
  id: 'form-labels',
  category: 'accessibility',
  priority: 'high',
  audits: ['label', 'select-name'],
  title: { pt: 'Rotular os campos de formulário', en: 'Label the form fields' },
  description: {
    pt: 'Campos sem rótulo não dizem o que pedem ao leitor de tela; recebem um aria-label do placeholder, do nome ou do tipo do campo.',
    en: 'Unlabelled fields do not tell screen readers what they ask for; they get an aria-label from the placeholder, name or type.',
  },
  apply({ $, language }) {
    const fields = $('input, select, textarea')
      .toArray()
      .filter((element) => !['hidden', 'submit', 'button', 'reset', 'image'].includes(($(element).attr('type') ?? '').toLowerCase()));
    return trackChanges($, fields, (element) => {
      const field = $(element);
      if (hasLabel($, field)) return false;
      field.attr('aria-label', fieldLabel(field, language));
      return true;
    });
  },
};

export const buttonNameFix: HtmlFix = {
  id: 'button-name',
  category: 'accessibility',
  priority: 'high',
  audits: ['button-name', 'input-button-name'],
  title: { pt: 'Dar nome aos botões', en: 'Name the buttons' },
  description: {
    pt: 'Botões só com ícone ficam sem nome para o leitor de tela; recebem um aria-label do título, da classe do ícone ou da função.',
    en: 'Icon-only buttons have no name for screen readers; they get an aria-label from their title, icon class or role.',
  },
  apply({ $, language }) {
    const buttons = $('button, input[type="submit" i], input[type="button" i], input[type="reset" i]').toArray();
    return trackChanges($, buttons, (element) => {
      const button = $(element);
      const isInput = button.is('input');
      const name =
        clean(button.attr('aria-label')) ||
        labelledByNames($, button) ||
        clean(button.attr('title')) ||
        (isInput ? clean(button.attr('value')) : clean(button.text()) || clean(button.find('img[alt]').attr('alt')));
      if (name) return false;
      const type = (button.attr('type') ?? (isInput ? 'text' : 'submit')).toLowerCase();
      const fallback = type === 'submit' ? { pt: 'Enviar', en: 'Submit' } : type === 'reset' ? { pt: 'Limpar', en: 'Reset' } : { pt: 'Botão', en: 'Button' };
      const label = iconButtonName(button, language) ?? fallback[language];
      if (isInput && type !== 'button') button.attr('value', label);
      else button.attr('aria-label', sentenceCase(label));
      return true;
    });
  },
};
