import type { ManualCard, ManualContent } from './content.types.js';

/** How users reach support on this instance (SUPPORT_EMAIL, SUPPORT_URL); null when not set. */
export interface ManualSupportContact {
  email: string | null;
  url: string | null;
}

/**
 * The manual's resource cards that lead somewhere: the video only once one is published, support
 * only when an e-mail or a chat address is configured. The web page and the PDF both follow it.
 */
export function visibleManualCards(content: ManualContent, contact: ManualSupportContact): ManualCard[] {
  return content.cards.filter((card) => {
    if (card.id === 'video-tutorial') return content.video.url !== null;
    if (card.id === 'support-contact') return contact.email !== null || contact.url !== null;
    return true;
  });
}
