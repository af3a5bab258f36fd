import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import { swapLocale } from 'lighthouse/shared/localization/swap-locale.js';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';

/** Lighthouse's locale for each language: its `pt` catalog is Brazilian Portuguese (it has no `pt-BR` of its own). */
const lighthouseLocales: Record<Language, string> = { pt: 'pt', en: 'en-US' };

/**
 * The report in both languages. Audits run in English (the fixer reads some of Lighthouse's
 * English texts) and the full report is stored once, in English; the Portuguese copy is
 * Lighthouse's own translation of it (`swapLocale`, 40–130 ms on a 300 KB report), made once
 * when the analysis completes so that no read pays for it. A report without the paths of its
 * messages (not a Lighthouse run of ours) stays as it is in both.
 */
export function reportsByLanguage(lhr: LighthouseResult): Record<Language, LighthouseResult> {
  const reports = { pt: lhr, en: lhr };
  for (const language of ['pt', 'en'] as const) {
    if (lhr.configSettings?.locale === lighthouseLocales[language] || !lhr.i18n?.icuMessagePaths) continue;
    try {
      reports[language] = swapLocale(lhr as never, lighthouseLocales[language] as never).lhr as unknown as LighthouseResult;
    } catch {
      // An unknown message layout: that language keeps the report's own texts.
    }
  }
  return reports;
}

let englishToPortuguese: Map<string, string> | null = null;

function catalogOf(require: NodeJS.Require, locale: string): Record<string, { message: string }> {
  return JSON.parse(readFileSync(require.resolve(`lighthouse/shared/localization/locales/${locale}.json`), 'utf8')) as Record<string, { message: string }>;
}

/** Lighthouse's fixed English texts (no placeholders) and their pt-BR translations, read once. */
function translations(): Map<string, string> {
  if (englishToPortuguese) return englishToPortuguese;
  const require = createRequire(import.meta.url);
  const en = catalogOf(require, 'en-US');
  const pt = catalogOf(require, 'pt');
  const map = new Map<string, string>();
  for (const [id, { message }] of Object.entries(en)) {
    const translated = pt[id]?.message;
    if (translated && !message.includes('{') && !map.has(message)) map.set(message, translated);
  }
  englishToPortuguese = map;
  return map;
}

/**
 * An English text of a report stored before both languages were kept, in both: Lighthouse's own
 * pt-BR translation when it is one of its fixed texts, else the English text in both.
 */
export function fromEnglish(text: string): LocalizedText {
  return { pt: translations().get(text) ?? text, en: text };
}
