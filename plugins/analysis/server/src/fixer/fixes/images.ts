import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import type { FixerPage, HtmlFix } from '../html-fix.js';
import { clean, cutAtWord, humanizeFileName, siteNameOf } from '../page-text.js';
import { trackChanges } from '../snippet.js';
import { withoutVaguePhrases } from '../vague-phrases.js';
import { iconButtonName } from './icon-button-name.js';

const saysLogo = (image: Cheerio<Element>) => /logo/i.test(`${image.attr('src') ?? ''} ${image.attr('class') ?? ''} ${image.attr('id') ?? ''}`);

/** Text that describes nothing: too short, or only 'clique aqui'-style words. */
const meaningful = (text: string) => withoutVaguePhrases(text).length >= 3;

/** Inline tags that run inside a word (`<b>Pão</b>zinho`); any other tag's edge is a word boundary. */
const inlineTags = new Set(['b', 'strong', 'em', 'i', 'u', 'mark', 'abbr', 'sup', 'sub', 'small']);

/** An element's text with a space at each element edge, so `<h3>Pão</h3><p>R$ 2</p>` reads 'Pão R$ 2', not 'PãoR$ 2'. */
function spacedText(element: Cheerio<AnyNode>): string {
  const parts: string[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push((node as Text).data);
      else if (node.type === 'tag' && !['script', 'style', 'template', 'noscript'].includes((node as Element).tagName)) {
        const edge = inlineTags.has((node as Element).tagName) ? '' : ' ';
        parts.push(edge);
        walk((node as Element).children);
        parts.push(edge);
      }
    }
  };
  walk(element.toArray().flatMap((node) => ('children' in node ? (node.children as AnyNode[]) : [])));
  return clean(parts.join(''));
}

/** A price and the unit it is sold by ('R$ 18,90 o quilo', '$4.50 each'): not part of what an image shows. */
const pricePattern =
  /(?:a partir de\s+|por\s+|from\s+)?(?:R\$|US\$|\$|€|£)\s?\d[\d.,]*(?:\s*(?:(?:o|a|por|cada|the|per|a)\s+)?(?:quilo|kg|unidade|un\.?|cento|dúzia|litro|pacote|fatia|each|unit|pound|lb|dozen)\b|\s*\/\s*\p{L}+|\s+cada\b|\s+each\b)?/giu;

/** The text without prices, and without the separators a price leaves at either end. */
function withoutPrices(text: string): string {
  return clean(text.replace(pricePattern, ' ')).replace(/^[\s|:;,–—-]+|[\s|:;,–—-]+$/g, '');
}

/** The caption's own title (its heading or bold name) when it has one, else the whole caption. */
function captionOf($: CheerioAPI, image: Cheerio<Element>): string {
  const caption = image.closest('figure').find('figcaption').first();
  if (caption.length === 0) return '';
  const title = caption.find('h1, h2, h3, h4, h5, h6, strong, b').first();
  const titled = title.length > 0 ? withoutPrices(spacedText(title)) : '';
  return meaningful(titled) ? titled : withoutPrices(spacedText(caption));
}

/** Search forms, in both languages: their action, their role or their search field. */
const searchForm = (form: Cheerio<AnyNode>) =>
  form.attr('role') === 'search' ||
  /busca|pesquis|search|procur/i.test(form.attr('action') ?? '') ||
  form.find('input[type="search" i], input[name="q"], input[name="s"], input[name*="search" i], input[name*="busca" i]').length > 0;

/**
 * An image that is all a button shows names the button's action: its own label; a submit button's 'Buscar' in a
 * search form, else 'Enviar' ('Search' / 'Submit'); another button's from its icon and classes ('Abrir menu',
 * 'Carrinho'), else 'Botão'. Null when the image is not the only content of a button.
 */
function buttonActionFor($: CheerioAPI, image: Cheerio<Element>, language: 'pt' | 'en'): string | null {
  const isImageInput = image.is('input');
  const button = isImageInput ? image : image.parent().closest('button, [role="button"]');
  if (button.length === 0) return null;
  if (!isImageInput && clean(button.clone().find('img, svg, picture').remove().end().text())) return null;
  const own = clean(button.attr('aria-label')) || clean(button.attr('title'));
  if (own) return own;
  const form = button.closest('form');
  const type = (button.attr('type') ?? (isImageInput ? 'image' : form.length ? 'submit' : 'button')).toLowerCase();
  if (form.length > 0 && ['submit', 'image'].includes(type)) {
    if (searchForm(form)) return language === 'pt' ? 'Buscar' : 'Search';
    return language === 'pt' ? 'Enviar' : 'Submit';
  }
  return iconButtonName(button, language) ?? (language === 'pt' ? 'Botão' : 'Button');
}

/**
 * Alt text from the image's own context: its caption (its heading first), its title, the text
 * beside it, its file name, the heading of its section, prices left out. An image that is all a
 * submit button shows names what the button does. A logo is '<business> — logo'. Never the text of
 * the link or button it sits in: that names where the link goes, not what the image shows.
 */
function altTextFor($: CheerioAPI, image: Cheerio<Element>, page: FixerPage): string {
  const site = siteNameOf(page.pageUrl, page.companyName);
  const action = buttonActionFor($, image, page.language);
  if (action) return action;
  if (saysLogo(image)) return `${site} — logo`;
  const caption = captionOf($, image);
  const title = clean(image.attr('title'));
  const inControl = image.parent().is('a, button, [role="button"], label');
  const parentText = inControl ? '' : withoutPrices(spacedText(image.parent().clone().children('img, picture, source, svg').remove().end()));
  const fileName = humanizeFileName(image.attr('src') ?? image.attr('data-src') ?? '');
  const headingNear = withoutPrices(spacedText(image.closest('section, article, div, main').find('h1, h2, h3').first()));
  const chosen = [caption, title, parentText.length <= 120 ? parentText : '', fileName, headingNear].find(meaningful);
  if (chosen) return cutAtWord(withoutVaguePhrases(chosen), 125);
  return page.language === 'pt' ? `Imagem de ${site}` : `Image from ${site}`;
}

export const imageAltFix: HtmlFix = {
  id: 'image-alt',
  category: 'accessibility',
  priority: 'high',
  audits: ['image-alt', 'input-image-alt'],
  title: { pt: 'Descrever as imagens (texto alternativo)', en: 'Describe the images (alt text)' },
  description: {
    pt: 'Texto alternativo para quem usa leitor de tela e para a busca de imagens do Google, escrito a partir da legenda, do texto próximo ou do nome do arquivo.',
    en: 'Alternative text for screen reader users and image search, written from the caption, nearby text or the file name.',
  },
  apply(page) {
    const { $ } = page;
    const images = $('img:not([alt]), input[type="image" i]:not([alt])').toArray();
    return trackChanges($, images, (element) => {
      const image = $(element);
      const hidden = image.attr('aria-hidden') === 'true' || image.attr('role') === 'presentation' || image.attr('role') === 'none';
      image.attr('alt', hidden ? '' : altTextFor($, image, page));
      return true;
    });
  },
};

/** The containers whose visible text axe compares with an image's alt text (its duplicate-img-label check). */
const textContainers = 'button, [role=button], a[href], p, li, td, th';

export const redundantAltFix: HtmlFix = {
  id: 'redundant-alt',
  category: 'accessibility',
  priority: 'low',
  audits: ['image-redundant-alt'],
  title: { pt: 'Não repetir em voz alta o texto ao lado da imagem', en: 'Do not read out the text beside an image twice' },
  description: {
    pt: 'Quando o texto alternativo é igual ao texto visível do link, botão ou parágrafo da imagem, o leitor de tela diz a mesma coisa duas vezes; a imagem passa a ser decorativa (alt="").',
    en: 'When the alt text equals the visible text of the image\'s link, button or paragraph, screen readers say the same thing twice; the image becomes decorative (alt="").',
  },
  apply({ $ }) {
    return trackChanges($, $('img[alt]').toArray(), (image) => {
      const alt = clean(image.attribs.alt).toLowerCase();
      const container = $(image).closest(textContainers);
      if (!alt || container.length === 0 || clean(container.text()).toLowerCase() !== alt) return false;
      $(image).attr('alt', '');
      return true;
    });
  },
};

export const imageDimensionsFix: HtmlFix = {
  id: 'image-dimensions',
  category: 'performance',
  priority: 'high',
  audits: ['unsized-images', 'cls-culprits-insight'],
  metrics: ['cumulative-layout-shift'],
  title: { pt: 'Informar largura e altura das imagens', en: 'Give images their width and height' },
  description: {
    pt: 'Com width e height (medidos nos arquivos reais) o navegador reserva o espaço da imagem e o conteúdo não "pula" enquanto carrega.',
    en: 'With width and height (measured from the real files) the browser reserves the space and the content does not jump while loading.',
  },
  apply({ $, baseUrl, resources }) {
    const images = $('img[src]').toArray();
    return trackChanges($, images, (element) => {
      const image = $(element);
      const width = image.attr('width');
      const height = image.attr('height');
      if (width && height) return false;
      let size;
      try {
        size = resources.imageSizes.get(new URL(image.attr('src')!, baseUrl).toString());
      } catch {
        return false;
      }
      if (!size) return false;
      if (!width && !height) {
        image.attr('width', String(size.width)).attr('height', String(size.height));
      } else if (width && Number(width) > 0) {
        image.attr('height', String(Math.round((Number(width) * size.height) / size.width)));
      } else if (height && Number(height) > 0) {
        image.attr('width', String(Math.round((Number(height) * size.width) / size.height)));
      } else return false;
      return true;
    });
  },
};

/** Images likely above the fold on a phone: the first two of the page and those in its header. */
const ABOVE_THE_FOLD_IMAGES = 2;

export const lazyLoadingFix: HtmlFix = {
  id: 'lazy-loading',
  category: 'performance',
  priority: 'medium',
  audits: ['offscreen-images', 'image-delivery-insight'],
  metrics: ['largest-contentful-paint', 'speed-index'],
  title: { pt: 'Carregar sob demanda as imagens abaixo da dobra', en: 'Lazy-load images below the fold' },
  description: {
    pt: 'loading="lazy" adia as imagens que o visitante ainda não vê; as primeiras imagens da página continuam carregando de imediato.',
    en: 'loading="lazy" defers images the visitor cannot see yet; the first images of the page still load at once.',
  },
  apply({ $ }) {
    const images = $('img[src]').toArray().slice(ABOVE_THE_FOLD_IMAGES);
    return trackChanges($, images, (element) => {
      const image = $(element);
      if (image.attr('loading') || image.closest('header, nav').length > 0) return false;
      image.attr('loading', 'lazy').attr('decoding', 'async');
      return true;
    });
  },
};
