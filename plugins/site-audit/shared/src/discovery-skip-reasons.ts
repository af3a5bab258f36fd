import type { LocalizedText } from '@otimiza/sdk/shared';
import texts from './discovery-skip-reasons.texts.json' with { type: 'json' };

/** A skip reason's two names: `short` for the PDF's coverage table, `long` for the screen, which says what it covers. */
export interface SkipReasonLabel {
  short: LocalizedText;
  long: LocalizedText;
}

/** Why discovery did not take an address (the server's discovery-types.ts `SkipReason`). */
const skipReasonLabels: Readonly<Record<string, SkipReasonLabel>> = texts;

/** The names of a skip reason; undefined for a code this version does not know (the caller shows the code). */
export function skipReasonNames(reason: string): SkipReasonLabel | undefined {
  return Object.hasOwn(skipReasonLabels, reason) ? skipReasonLabels[reason] : undefined;
}
