/**
 * A translatable text carried in data (manifests, content tables). The web translates it with
 * Lingui (`i18n._(descriptor)`); mark literals with a leading `/*i18n*\/` comment so that
 * `lingui extract` finds them.
 */
export interface MessageDescriptor {
  id: string;
  message: string;
}

/** A text written out in both interface languages, for content the server renders too (PDFs, e-mails). */
export interface LocalizedText {
  pt: string;
  en: string;
}

export const languages = ['pt', 'en'] as const;
export type Language = (typeof languages)[number];
