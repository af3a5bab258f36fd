import type { Cheerio } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { humanizeFileName } from '../page-text.js';

/** Common icon names of icon-only buttons, in both languages. */
const iconWords: Record<string, { pt: string; en: string }> = {
  search: { pt: 'Buscar', en: 'Search' },
  lupa: { pt: 'Buscar', en: 'Search' },
  menu: { pt: 'Abrir menu', en: 'Open menu' },
  bars: { pt: 'Abrir menu', en: 'Open menu' },
  hamburger: { pt: 'Abrir menu', en: 'Open menu' },
  close: { pt: 'Fechar', en: 'Close' },
  fechar: { pt: 'Fechar', en: 'Close' },
  times: { pt: 'Fechar', en: 'Close' },
  cart: { pt: 'Carrinho', en: 'Cart' },
  carrinho: { pt: 'Carrinho', en: 'Cart' },
  'shopping cart': { pt: 'Carrinho', en: 'Cart' },
  user: { pt: 'Minha conta', en: 'My account' },
  whatsapp: { pt: 'Falar pelo WhatsApp', en: 'Chat on WhatsApp' },
  next: { pt: 'Próximo', en: 'Next' },
  prev: { pt: 'Anterior', en: 'Previous' },
  play: { pt: 'Reproduzir', en: 'Play' },
};

/** Words of icon sets and button classes that say nothing of what the button does. */
const noiseWords = /\b(btn|button|botao|icon|ico|fa|fas|far|fab|bi|material|icons?|svg|img|image|imagem)\b[- ]?/gi;

/**
 * What an icon-only button does, read from its class and id, its icon's class and its icon image's file name
 * (`class="btn-menu"`, `<img src="icone-carrinho.svg">`): the known icons by their action ('Abrir menu', 'Carrinho'),
 * another word as it is; null when nothing hints at it.
 */
export function iconButtonName(button: Cheerio<AnyNode>, language: 'pt' | 'en'): string | null {
  const icon = button.find('img, svg, i, span').first();
  const source = (icon.attr('src') ?? '')
    .split(/[?#]/)[0]!
    .split('/')
    .pop()!
    .replace(/\.[a-z0-9]+$/i, '');
  const hints = [button.attr('class'), button.attr('id'), icon.attr('class'), source]
    .map((value) => (value ?? '').replace(noiseWords, ' ').replace(/[-_]+/g, ' ').trim())
    .filter(Boolean);
  for (const hint of hints) {
    const known = hint
      .toLowerCase()
      .split(/\s+/)
      .map((word) => iconWords[word])
      .find(Boolean);
    if (known) return known[language];
  }
  const first = hints[0] ? humanizeFileName(hints[0].replace(/\s+/g, '-')) : '';
  return first || null;
}
