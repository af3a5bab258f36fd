import type { HtmlFix } from '../html-fix.js';
import { clean } from '../page-text.js';
import { trackChanges } from '../snippet.js';

/** Known embeds by host, named as a visitor would call them. */
const embeds: [RegExp, { pt: string; en: string }][] = [
  [/youtube(?:-nocookie)?\.com|youtu\.be/i, { pt: 'Vídeo do YouTube', en: 'YouTube video' }],
  [/vimeo\.com/i, { pt: 'Vídeo do Vimeo', en: 'Vimeo video' }],
  [/google\.[a-z.]+\/maps|maps\.google/i, { pt: 'Mapa do Google Maps', en: 'Google Maps map' }],
  [/instagram\.com/i, { pt: 'Publicação do Instagram', en: 'Instagram post' }],
  [/facebook\.com/i, { pt: 'Conteúdo do Facebook', en: 'Facebook content' }],
];

export const frameTitleFix: HtmlFix = {
  id: 'frame-title',
  category: 'accessibility',
  priority: 'medium',
  audits: ['frame-title'],
  title: { pt: 'Dar título aos conteúdos incorporados', en: 'Title the embedded content' },
  description: {
    pt: 'Vídeos, mapas e outros <iframe> sem title são anunciados só como "quadro" no leitor de tela; recebem um título que diz o que mostram.',
    en: 'Videos, maps and other <iframe>s without a title are announced as just "frame" by screen readers; they get a title saying what they show.',
  },
  apply({ $, baseUrl, language }) {
    return trackChanges($, $('iframe, frame').toArray(), (element) => {
      const frame = $(element);
      if (clean(frame.attr('title'))) return false;
      let host = '';
      try {
        host = new URL(frame.attr('src') ?? '', baseUrl).hostname.replace(/^www\./, '');
      } catch {
        // an invalid src gives no host: the generic title below
      }
      const src = frame.attr('src') ?? '';
      const known = embeds.find(([pattern]) => pattern.test(src))?.[1][language];
      frame.attr(
        'title',
        known ??
          (host
            ? language === 'pt'
              ? `Conteúdo incorporado de ${host}`
              : `Embedded content from ${host}`
            : language === 'pt'
              ? 'Conteúdo incorporado'
              : 'Embedded content'),
      );
      return true;
    });
  },
};
