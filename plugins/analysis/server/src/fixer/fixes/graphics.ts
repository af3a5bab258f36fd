import type { Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import type { HtmlFix } from '../html-fix.js';
import { clean, humanizeFileName, siteNameOf } from '../page-text.js';
import { trackChanges } from '../snippet.js';

/** Words of icon classes that say how the graphic is drawn, not what it shows. */
const drawingWords = /\b(icon|icons|ico|svg|fa|fas|far|fab|bi|material|symbols?|glyph|img|image)\b[- ]?/gi;

/** What a graphic's classes, id and data-icon say it shows (`icon-whatsapp` → `Whatsapp`). */
function hintOf(element: Cheerio<Element>): string {
  for (const source of [element.attr('data-icon'), element.attr('class'), element.attr('id')]) {
    const hint = humanizeFileName((source ?? '').replace(drawingWords, ' ').trim().replace(/\s+/g, '-'));
    if (hint) return hint;
  }
  return '';
}

/** The element, or an ancestor, is hidden from assistive technology: it needs no name. */
const hiddenFromReaders = (element: Cheerio<Element>) => element.closest('[aria-hidden="true"]').length > 0;

const hasName = (element: Cheerio<Element>) =>
  Boolean(clean(element.attr('aria-label')) || clean(element.attr('aria-labelledby')) || clean(element.attr('title')));

export const graphicNameFix: HtmlFix = {
  id: 'graphic-name',
  category: 'accessibility',
  priority: 'high',
  audits: ['svg-img-alt', 'role-img-alt'],
  title: { pt: 'Descrever as imagens desenhadas em SVG ou com role="img"', en: 'Describe the SVG images and role="img" elements' },
  description: {
    pt: 'Um <svg> ou elemento marcado como imagem (role="img") sem nome é anunciado só como "imagem"; recebe um aria-label do seu título, da classe do ícone ou do nome do site.',
    en: 'An <svg> or element marked as an image (role="img") without a name is announced as just "image"; it gets an aria-label from its title, icon class or the site name.',
  },
  apply({ $, pageUrl, companyName, language }) {
    const site = siteNameOf(pageUrl, companyName);
    const graphics = $('[role="img" i]:not(img), svg[role="graphics-document" i], svg[role="graphics-symbol" i]').toArray();
    return trackChanges($, graphics, (node) => {
      const graphic = $(node);
      if (hasName(graphic) || hiddenFromReaders(graphic)) return false;
      // An SVG's own <title> names it; one left empty does not.
      if (graphic.is('svg') && clean(graphic.children('title').first().text())) return false;
      const hint = hintOf(graphic);
      const label = /logo|marca|brand/i.test(`${graphic.attr('class') ?? ''} ${graphic.attr('id') ?? ''}`)
        ? `${site} — logo`
        : hint || (language === 'pt' ? `Imagem de ${site}` : `Image from ${site}`);
      graphic.attr('aria-label', label);
      return true;
    });
  },
};

export const areaAltFix: HtmlFix = {
  id: 'area-alt',
  category: 'accessibility',
  priority: 'high',
  audits: ['area-alt'],
  title: { pt: 'Descrever as áreas clicáveis de mapas de imagem', en: 'Describe the clickable areas of image maps' },
  description: {
    pt: 'Cada <area> de um mapa de imagem é um link; sem alt, o leitor de tela lê só o endereço. Recebe um alt do seu title ou do destino do link.',
    en: 'Each <area> of an image map is a link; without alt, screen readers read out the address. It gets an alt from its title or the link target.',
  },
  apply({ $, baseUrl, pageUrl, language }) {
    return trackChanges($, $('map area[href]').toArray(), (node) => {
      const area = $(node);
      if (clean(area.attr('alt')) || clean(area.attr('aria-label')) || clean(area.attr('aria-labelledby'))) return false;
      let target: URL | null = null;
      try {
        target = new URL(area.attr('href') ?? '', baseUrl);
      } catch {
        // an invalid href: the title or the generic text below
      }
      const home = target !== null && target.origin === pageUrl.origin && target.pathname.replace(/\/+$/, '') === '';
      const foreignHost = target && target.origin !== pageUrl.origin ? target.hostname.replace(/^www\./, '') : '';
      const alt =
        clean(area.attr('title')) ||
        (home ? (language === 'pt' ? 'Página inicial' : 'Home page') : '') ||
        (target ? humanizeFileName(target.pathname.replace(/\/+$/, '')) : '') ||
        foreignHost ||
        (language === 'pt' ? 'Link do mapa de imagem' : 'Image map link');
      area.attr('alt', alt);
      return true;
    });
  },
};

const objectKinds: [RegExp, { pt: string; en: string }][] = [
  [/\.pdf$|application\/pdf/i, { pt: 'Documento PDF', en: 'PDF document' }],
  [/\.(mp4|webm|ogv|mov)$|^video\//i, { pt: 'Vídeo', en: 'Video' }],
  [/\.(mp3|ogg|wav|m4a)$|^audio\//i, { pt: 'Áudio', en: 'Audio' }],
  [/\.(svg|png|jpe?g|gif|webp)$|^image\//i, { pt: 'Imagem', en: 'Image' }],
  [/\.swf$|shockwave-flash/i, { pt: 'Animação Flash', en: 'Flash animation' }],
];

export const objectAltFix: HtmlFix = {
  id: 'object-alt',
  category: 'accessibility',
  priority: 'medium',
  audits: ['object-alt'],
  title: { pt: 'Dar nome aos objetos incorporados (<object>)', en: 'Name the embedded objects (<object>)' },
  description: {
    pt: 'Um <object> (PDF, vídeo, animação) sem nome nem texto alternativo não diz ao leitor de tela o que contém; recebe um aria-label com o tipo e o nome do arquivo.',
    en: 'An <object> (PDF, video, animation) without a name or fallback text does not tell screen readers what it holds; it gets an aria-label with its kind and file name.',
  },
  apply({ $, language }) {
    return trackChanges($, $('object').toArray(), (node) => {
      const object = $(node);
      const role = (object.attr('role') ?? '').toLowerCase();
      if (hasName(object) || hiddenFromReaders(object) || role === 'presentation' || role === 'none') return false;
      // Fallback content inside the object is its text alternative.
      if (clean(object.clone().children('param').remove().end().text())) return false;
      const data = (object.attr('data') ?? '').split(/[?#]/)[0]!;
      const kind = objectKinds.find(([pattern]) => pattern.test(data) || pattern.test(object.attr('type') ?? ''))?.[1][language];
      const name = humanizeFileName(data);
      const generic = language === 'pt' ? 'Conteúdo incorporado' : 'Embedded content';
      object.attr('aria-label', name ? `${kind ?? generic}: ${name}` : (kind ?? generic));
      return true;
    });
  },
};
