import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FixerPage, HtmlFix } from '../html-fix.js';
import { clean, cutAtWord, humanizeFileName, siteNameOf } from '../page-text.js';
import { trackChanges } from '../snippet.js';
import { withoutVaguePhrases } from '../vague-phrases.js';

const saysLogo = (image: Cheerio<Element>) => /logo/i.test(`${image.attr('src') ?? ''} ${image.attr('class') ?? ''} ${image.attr('id') ?? ''}`);

/** Text that describes nothing: too short, or only 'clique aqui'-style words. */
const meaningful = (text: string) => withoutVaguePhrases(text).length >= 3;

/**
 * Alt text from the image's own context: its caption, its title, the text beside it, its file
 * name, the heading of its section. A logo is '<business> — logo'. Never the text of the link or
 * button it sits in: that names where the link goes, not what the image shows.
 */
function altTextFor($: CheerioAPI, image: Cheerio<Element>, page: FixerPage): string {
  const site = siteNameOf(page.pageUrl, page.companyName);
  if (saysLogo(image)) return `${site} — logo`;
  const caption = clean(image.closest('figure').find('figcaption').first().text());
  const title = clean(image.attr('title'));
  const inControl = image.parent().is('a, button, [role="button"], label');
  const parentText = inControl ? '' : clean(image.parent().clone().children('img, picture, source, svg').remove().end().text());
  const fileName = humanizeFileName(image.attr('src') ?? image.attr('data-src') ?? '');
  const headingNear = clean(image.closest('section, article, div, main').find('h1, h2, h3').first().text());
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
