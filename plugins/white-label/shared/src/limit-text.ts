import type { LocalizedText } from '@otimiza/sdk/shared';

/** A text whose `{max}` is a limit the schemas enforce: the number stays in code beside them, the sentence with the texts. */
export function withLimit(text: LocalizedText, max: number): LocalizedText {
  return { pt: text.pt.replace('{max}', String(max)), en: text.en.replace('{max}', String(max)) };
}
