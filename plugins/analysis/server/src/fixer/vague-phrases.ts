/** Link texts Lighthouse and screen reader users find meaningless (Lighthouse's list plus common Brazilian ones). */
export const vagueTexts: ReadonlySet<string> = new Set([
  'clique aqui',
  'clique',
  'aqui',
  'saiba mais',
  'veja mais',
  'leia mais',
  'mais',
  'mais informações',
  'mais informação',
  'ver mais',
  'ir',
  'acesse',
  'confira',
  'click here',
  'click this',
  'here',
  'learn more',
  'read more',
  'see more',
  'more',
  'more info',
  'more information',
  'go',
  'this',
  'right here',
  'start',
  'information',
]);

/**
 * Lighthouse 13's vague link texts by language (core/audits/seo/link-text.js), the Portuguese ones
 * with the common Brazilian ones of vagueTexts.
 */
const vagueLinkTextsByLanguage: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set([
    'click here',
    'click this',
    'go',
    'here',
    'information',
    'learn more',
    'more',
    'more info',
    'more information',
    'right here',
    'read more',
    'see more',
    'start',
    'this',
  ]),
  ja: new Set(['ここをクリック', 'こちらをクリック', 'リンク', '続きを読む', '続く', '全文表示']),
  es: new Set([
    'click aquí',
    'click aqui',
    'clicka aquí',
    'clicka aqui',
    'pincha aquí',
    'pincha aqui',
    'aquí',
    'aqui',
    'más',
    'mas',
    'más información',
    'más informacion',
    'mas información',
    'mas informacion',
    'este',
    'enlace',
    'este enlace',
    'empezar',
  ]),
  pt: new Set([
    'clique aqui',
    'ir',
    'mais informação',
    'mais informações',
    'mais',
    'veja mais',
    'clique',
    'aqui',
    'saiba mais',
    'leia mais',
    'ver mais',
    'acesse',
    'confira',
  ]),
  ko: new Set(['여기', '여기를 클릭', '클릭', '링크', '자세히', '자세히 보기', '계속', '이동', '전체 보기']),
  sv: new Set(['här', 'klicka här', 'läs mer', 'mer', 'mer info', 'mer information']),
  de: new Set(['klicke hier', 'hier klicken', 'hier', 'mehr', 'siehe', 'dies', 'das', 'weiterlesen']),
  ta: new Set([
    'அடுத்த பக்கம்',
    'மறுபக்கம்',
    'முந்தைய பக்கம்',
    'முன்பக்கம்',
    'மேலும் அறிக',
    'மேலும் தகவலுக்கு',
    'மேலும் தரவுகளுக்கு',
    'தயவுசெய்து இங்கே அழுத்தவும்',
    'இங்கே கிளிக் செய்யவும்',
  ]),
  fa: new Set(['اطلاعات بیشتر', 'اطلاعات', 'این', 'اینجا بزنید', 'اینجا کلیک کنید', 'اینجا', 'برو', 'بیشتر بخوانید', 'بیشتر بدانید', 'بیشتر', 'شروع']),
};

/**
 * Whether a link's text (lower case, trimmed) says nothing of its destination, as Lighthouse
 * judges it: by the list of the link's language (`de-CH` → `de`; none for a language it has no
 * list for), or by every list when the language is unknown. Portuguese and English links also by
 * our own list (vagueTexts).
 */
export function isVagueLinkText(text: string, language: string | null): boolean {
  if (!language) return vagueTexts.has(text) || Object.values(vagueLinkTextsByLanguage).some((texts) => texts.has(text));
  const base = language.split('-')[0]!.toLowerCase();
  return Boolean(vagueLinkTextsByLanguage[base]?.has(text)) || ((base === 'pt' || base === 'en') && vagueTexts.has(text));
}

const vagueAnywhere = /\b(?:clique aqui|clique|saiba mais|veja mais|leia mais|ver mais|confira|click here|learn more|read more|see more)\b/giu;

/** 'Cardápio clique aqui' → 'Cardápio': the words left when the call-to-action phrases are taken out. */
export function withoutVaguePhrases(text: string): string {
  return text
    .replace(vagueAnywhere, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:,.–—-]+|[\s:,.–—-]+$/g, '')
    .trim();
}
