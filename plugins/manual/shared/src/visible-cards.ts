import type { ManualCard, ManualContent } from './content.types.js';

/** How users reach support on this instance (SUPPORT_EMAIL, SUPPORT_URL); null when not set. */
export interface ManualSupportContact {
  email: string | null;
  url: string | null;
}

/**
 * The manual's resource cards: support only when an e-mail or a chat address is configured; the
 * video once one is published — or, with `unpublishedVideo`, also before, for the web page's card,
 * which then says that none is published yet (no fake video, no dead end). The PDF leaves an
 * unpublished video out.
 */
export function visibleManualCards(content: ManualContent, contact: ManualSupportContact, options: { unpublishedVideo?: boolean } = {}): ManualCard[] {
  return content.cards.filter((card) => {
    if (card.id === 'video-tutorial') return content.video.url !== null || options.unpublishedVideo === true;
    if (card.id === 'support-contact') return contact.email !== null || contact.url !== null;
    return true;
  });
}
