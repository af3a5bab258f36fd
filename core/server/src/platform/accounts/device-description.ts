import Bowser from 'bowser';

const MAX_LENGTH = 80;

/**
 * A short description of a browser from its User-Agent ('Chrome on Linux', 'Safari on iOS'),
 * read with bowser; the browser or the system alone when only one is known.
 */
export function deviceDescriptionOf(userAgent: string | undefined): string {
  const agent = userAgent?.trim();
  if (!agent) return 'Unknown device';
  const parsed = Bowser.parse(agent.slice(0, 512));
  const browser = parsed.browser.name?.trim();
  const system = parsed.os.name?.trim();
  const description = browser && system ? `${browser} on ${system}` : (browser ?? system) || 'Unknown device';
  return description.slice(0, MAX_LENGTH);
}
