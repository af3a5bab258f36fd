import type { Cheerio } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { humanizeFileName } from '../page-text.js';

/** What the common icons of icon-only buttons do, in both languages, with the names each icon goes by. */
const iconActions: [{ pt: string; en: string }, ...string[]][] = [
  [{ pt: 'Buscar', en: 'Search' }, 'search', 'lupa'],
  [{ pt: 'Abrir menu', en: 'Open menu' }, 'menu', 'bars', 'hamburger'],
  [{ pt: 'Fechar', en: 'Close' }, 'close', 'fechar', 'times'],
  [{ pt: 'Carrinho', en: 'Cart' }, 'cart', 'carrinho', 'shopping cart'],
  [{ pt: 'Minha conta', en: 'My account' }, 'user'],
  [{ pt: 'Falar pelo WhatsApp', en: 'Chat on WhatsApp' }, 'whatsapp'],
  [{ pt: 'Próximo', en: 'Next' }, 'next'],
  [{ pt: 'Anterior', en: 'Previous' }, 'prev'],
  [{ pt: 'Reproduzir', en: 'Play' }, 'play'],
];
const iconWords: Record<string, { pt: string; en: string }> = Object.fromEntries(
  iconActions.flatMap(([action, ...names]) => names.map((name) => [name, action])),
);

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
