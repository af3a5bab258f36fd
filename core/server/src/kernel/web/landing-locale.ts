import type { Request } from 'express';

/**
 * Which prerendered landing page `/` gets, or null for the app itself: signed-in users (a session
 * cookie) and the investor demo (`?pro-demo=`) need the app. The language is `?lang=` (the
 * landing's own switch), else the browser's: English when it comes first, else Portuguese —
 * the interface language rule, whose stored choice the page itself applies before it paints.
 */
export function landingLocaleOf(req: Pick<Request, 'query' | 'headers'>, sessionCookie: string): 'pt-BR' | 'en' | null {
  const cookies = req.headers.cookie ?? '';
  if (cookies.split(';').some((part) => part.trim().startsWith(`${sessionCookie}=`))) return null;
  if (req.query['pro-demo'] !== undefined || req.query['investor'] !== undefined) return null;
  const lang = req.query['lang'];
  if (lang === 'en' || lang === 'pt') return lang === 'en' ? 'en' : 'pt-BR';
  const accept = String(req.headers['accept-language'] ?? '')
    .trim()
    .toLowerCase();
  return accept.startsWith('en') ? 'en' : 'pt-BR';
}
