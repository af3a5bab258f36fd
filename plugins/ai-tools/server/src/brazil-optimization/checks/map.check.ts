import type { BrazilCheck } from '../brazil-check.js';
import { shorten } from '../../common/evidence-snippet.js';

const embeddedMap = /(?:google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|openstreetmap\.org\/export\/embed|umap\.openstreetmap\.)/i;
const mapLink = /(?:google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|maps\.app\.goo\.gl|goo\.gl\/maps|openstreetmap\.org|waze\.com\/ul|ul\.waze\.com)/i;

/** An embedded Google Maps / OpenStreetMap iframe, or a link that opens the place in a maps app. */
export const mapCheck: BrazilCheck = ({ $ }) => {
  const iframe = $('iframe')
    .toArray()
    .map((element) => $(element).attr('src') ?? $(element).attr('data-src') ?? '')
    .find((src) => embeddedMap.test(src));
  if (iframe) return { id: 'map', found: true, evidence: shorten(`<iframe src="${iframe}">`) };
  const link = $('a[href]')
    .toArray()
    .map((element) => $(element).attr('href')!)
    .find((href) => mapLink.test(href));
  return { id: 'map', found: Boolean(link), evidence: link ? shorten(link) : null };
};
