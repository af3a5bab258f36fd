import { clean, foldAccents } from '@otimiza/sdk/server';
import type { BrazilCheck } from '../brazil-check.js';
import { shorten, snippetAround } from '../../common/evidence-snippet.js';

/** Consent management platforms, recognised by the address of the script they load. */
const consentPlatforms: readonly (readonly [string, RegExp])[] = [
  ['Cookiebot', /consent\.cookiebot\.(?:com|eu)|cookiebot/i],
  ['OneTrust', /cdn\.cookielaw\.org|optanon|onetrust/i],
  ['Didomi', /sdk\.privacy-center\.org|didomi/i],
  ['CookieYes', /cdn-cookieyes\.com|cookieyes/i],
  ['Usercentrics', /usercentrics\.(?:eu|com)/i],
  ['Osano', /cmp\.osano\.com/i],
  ['TrustArc', /consent\.trustarc\.com/i],
  ['Termly', /app\.termly\.io/i],
  ['iubenda', /cdn\.iubenda\.com|iubenda/i],
  ['Quantcast Choice', /quantcast\.mgr\.consensu\.org|cmp\.quantcast\.com/i],
  ['Complianz', /complianz/i],
  ['CookieFirst', /consent\.cookiefirst\.com/i],
  ['Borlabs Cookie', /borlabs-cookie/i],
  ['Cookie Notice', /cookie-notice/i],
  ['CookieHub', /cookiehub\.(?:net|eu)/i],
  ['AdOpt', /goadopt\.io/i],
  ['Privacy Tools', /privacytools\.com\.br/i],
];

/** Banner wording, matched without accents: 'Usamos cookies…', 'Aceitar cookies', 'Preferências de cookies' … */
const consentWording =
  /(?:usamos|utilizamos|este site (?:usa|utiliza)|nosso site (?:usa|utiliza)|coletamos)\s+cookies|aceitar\s+(?:todos\s+os\s+)?cookies|(?:preferencias|configuracoes|gerenciar|politica)\s+de\s+cookies|we use cookies|accept (?:all )?cookies|cookie (?:settings|preferences|policy)/i;
/** Inside an element named like a banner, 'cookies' near a consent word is enough. */
const bannerWording = /cookies?\b.{0,120}\b(?:consentimento|concorda|aceito|aceitar|lgpd|privacidade)|\b(?:consentimento|aceito|aceitar)\b.{0,120}cookies?/i;

function matchIn(text: string, pattern: RegExp): string | null {
  const match = foldAccents(text).match(pattern);
  return match?.index === undefined ? null : shorten(snippetAround(text, match.index, match[0].length));
}

/** A consent platform's script, an element named like a cookie banner that asks for consent, or banner wording in the page. */
export const cookieConsentCheck: BrazilCheck = ({ $, text }) => {
  for (const element of $('script[src]').toArray()) {
    const src = $(element).attr('src') ?? '';
    const platform = consentPlatforms.find(([, pattern]) => pattern.test(src));
    if (platform) return { id: 'cookie-consent', found: true, evidence: shorten(`${platform[0]}: ${src}`) };
  }
  const banners = $(
    '[id*="cookie" i], [class*="cookie" i], [id*="consent" i], [class*="consent" i], [id*="lgpd" i], [class*="lgpd" i], [aria-label*="cookie" i]',
  );
  for (const element of banners.toArray()) {
    const evidence = matchIn(clean($(element).text()), bannerWording) ?? matchIn(clean($(element).text()), consentWording);
    if (evidence) return { id: 'cookie-consent', found: true, evidence };
  }
  const evidence = matchIn(text, consentWording);
  return { id: 'cookie-consent', found: Boolean(evidence), evidence };
};
