import { landingSupportEmailPlaceholder } from '@otimiza/sdk/shared';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The footer's support link of the prerendered landing, which holds the placeholder. */
const supportLink = /<a\b[^>]*\bdata-support-email\b[^>]*>[\s\S]*?<\/a>/g;

/**
 * The prerendered landing with this instance's support e-mail (SUPPORT_EMAIL) where the build
 * left a placeholder, or without the support link when none is configured.
 */
export function withSupportEmail(html: string, email: string | null): string {
  if (!email) return html.replace(supportLink, '');
  // A function, not a replacement string: `$&` and the like are valid in an address's local part.
  return html.replaceAll(landingSupportEmailPlaceholder, () => escapeHtml(email));
}
