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

const vagueAnywhere = /\b(?:clique aqui|clique|saiba mais|veja mais|leia mais|ver mais|confira|click here|learn more|read more|see more)\b/giu;

/** 'Cardápio clique aqui' → 'Cardápio': the words left when the call-to-action phrases are taken out. */
export function withoutVaguePhrases(text: string): string {
  return text
    .replace(vagueAnywhere, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:,.–—-]+|[\s:,.–—-]+$/g, '')
    .trim();
}
