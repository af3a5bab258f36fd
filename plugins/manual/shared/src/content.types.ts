import type { LocalizedText } from '@otimiza/sdk/shared';

/** One step of a 6-step guide. */
export interface ManualStep {
  title: LocalizedText;
  description: LocalizedText;
  /** Short practical tips shown under the step. */
  tips: LocalizedText[];
}

export type ManualSectionId = 'getting-started' | 'seo-analysis';

export interface ManualSection {
  id: ManualSectionId;
  title: LocalizedText;
  summary: LocalizedText;
  /** Exactly six steps. */
  steps: ManualStep[];
}

export interface ManualFaqEntry {
  question: LocalizedText;
  answer: LocalizedText;
}

export type ManualCardId = 'pdf-download' | 'video-tutorial' | 'support-contact';

export interface ManualCard {
  id: ManualCardId;
  title: LocalizedText;
  description: LocalizedText;
  action: LocalizedText;
}

/**
 * The support texts. The e-mail address and the chat link are settings of the instance
 * (SUPPORT_EMAIL, SUPPORT_URL): what is not configured is not shown.
 */
export interface ManualSupport {
  /** Texts: reply within 4 hours, chat 24 h. */
  responseTime: LocalizedText;
  chatHours: LocalizedText;
}

export interface ManualVideoChapter {
  title: LocalizedText;
  description: LocalizedText;
}

/** The whole manual: the web pages and the PDF are both rendered from this one object. */
export interface ManualContent {
  title: LocalizedText;
  subtitle: LocalizedText;
  cards: ManualCard[];
  sections: ManualSection[];
  /** `url` null: no video is published: the manual's card says so, and there is no video view or PDF chapter. */
  video: { url: string | null; title: LocalizedText; description: LocalizedText; chapters: ManualVideoChapter[] };
  support: ManualSupport;
  faq: ManualFaqEntry[];
}
