import type { HtmlFix } from '../html-fix.js';
import { clean } from '../page-text.js';
import { snippetOf } from '../snippet.js';

export const charsetFix: HtmlFix = {
  id: 'charset',
  category: 'best-practices',
  priority: 'medium',
  audits: ['charset'],
  title: { pt: 'Declarar a codificação de caracteres', en: 'Declare the character encoding' },
  description: {
    pt: 'Sem <meta charset="utf-8"> no início do <head>, acentos como "ç" e "ã" podem aparecer trocados.',
    en: 'Without <meta charset="utf-8"> at the start of <head>, accented characters may be garbled.',
  },
  apply({ $ }) {
    if ($('meta[charset]').length > 0 || $('meta[http-equiv="Content-Type" i]').length > 0) return null;
    $('head').prepend('<meta charset="utf-8">');
    return { count: 1, before: '', after: '<meta charset="utf-8">' };
  },
};

const primaryLanguage = (tag: string) => clean(tag).split('-')[0]!.toLowerCase();

export const htmlLangFix: HtmlFix = {
  id: 'html-lang',
  category: 'accessibility',
  priority: 'high',
  audits: ['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch'],
  title: { pt: 'Informar o idioma da página', en: 'State the page language' },
  description: {
    pt: 'O atributo lang no <html> faz leitores de tela pronunciarem o texto corretamente e ajuda o Google a mostrar a página a quem fala o idioma.',
    en: 'The lang attribute on <html> lets screen readers pronounce the text correctly and helps search engines match the audience.',
  },
  apply({ $, language }) {
    const html = $('html');
    const current = clean(html.attr('lang'));
    const lang = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(current) ? current : language === 'pt' ? 'pt-BR' : 'en';
    const xmlLang = html.attr('xml:lang');
    // An xml:lang of another language contradicts lang (axe's html-xml-lang-mismatch): it follows lang.
    const xmlLangAgrees = xmlLang === undefined || primaryLanguage(xmlLang) === primaryLanguage(lang);
    if (lang === current && xmlLangAgrees) return null;
    const before = snippetOf($, html);
    html.attr('lang', lang);
    if (!xmlLangAgrees) html.attr('xml:lang', lang);
    return { count: 1, before, after: snippetOf($, html) };
  },
};

const WIDE_VIEWPORT = 'width=device-width, initial-scale=1';

export const viewportFix: HtmlFix = {
  id: 'viewport',
  category: 'accessibility',
  priority: 'high',
  audits: ['meta-viewport', 'viewport'],
  title: { pt: 'Ajustar a página ao celular e permitir zoom', en: 'Fit the page to phones and allow zoom' },
  description: {
    pt: 'A meta viewport adapta a página à largura do celular; bloquear o zoom (user-scalable=no) impede quem enxerga pouco de ampliar o texto.',
    en: 'The viewport meta tag fits the page to the phone width; blocking zoom (user-scalable=no) stops people with low vision from enlarging text.',
  },
  apply({ $ }) {
    const meta = $('meta[name="viewport" i]').first();
    if (meta.length === 0) {
      $('head').append(`<meta name="viewport" content="${WIDE_VIEWPORT}">`);
      return { count: 1, before: '', after: `<meta name="viewport" content="${WIDE_VIEWPORT}">` };
    }
    const content = meta.attr('content') ?? '';
    const parts = content
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const kept = parts.filter((part) => {
      const [key, value = ''] = part.split('=').map((piece) => piece.trim().toLowerCase());
      if (key === 'user-scalable') return value !== 'no' && value !== '0';
      if (key === 'maximum-scale') return Number(value) >= 5;
      return true;
    });
    if (!kept.some((part) => part.toLowerCase().startsWith('width='))) kept.unshift('width=device-width');
    const next = kept.join(', ');
    if (next === content.trim() || (kept.length === parts.length && parts.some((part) => part.toLowerCase().startsWith('width=')))) return null;
    const before = snippetOf($, meta);
    meta.attr('content', next);
    return { count: 1, before, after: snippetOf($, meta) };
  },
};
