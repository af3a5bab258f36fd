import type { Language } from '@otimiza/sdk/shared';

/** The rules every tool's prompt starts with: facts from the data only, never a made-up figure. */
export function systemPrompt(role: { pt: string; en: string }, language: Language): string {
  return language === 'en'
    ? `${role.en} Use only the facts in the data given; never invent numbers, prices, awards, testimonials or statistics. Write for a small-business owner, plainly.`
    : `${role.pt} Use apenas os fatos dos dados fornecidos; nunca invente números, preços, prêmios, depoimentos ou estatísticas. Escreva para o dono de um pequeno negócio, com clareza.`;
}

/** A data block for a prompt: labelled JSON, cut to a size the model reads well. */
export function dataBlock(label: string, data: unknown, maxChars = 6000): string {
  const json = JSON.stringify(data, null, 1);
  return `${label}:\n${json.length > maxChars ? `${json.slice(0, maxChars)}…` : json}`;
}
