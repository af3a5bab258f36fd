import type { SystemStatusResponse } from '@otimiza/sdk/shared';

/**
 * What the AI status badge says: nothing while the status is unknown, 'AI
 * temporariamente indisponível …' when the AI is off, 'AI GPT-5 ativa e funcionando' when on.
 */
export type AiBadge = { state: 'unknown' } | { state: 'off' } | { state: 'on'; model: string };

/** A model id as people write it: 'gpt-5' → 'GPT-5', 'gpt-4o-mini' → 'GPT-4o-mini'; other names as they are. */
export function modelLabel(model: string): string {
  const name = model.trim();
  return /^gpt/i.test(name) ? `GPT${name.slice(3)}` : name;
}

export function aiBadge(status: SystemStatusResponse | undefined): AiBadge {
  if (!status) return { state: 'unknown' };
  if (!status.services.openai) return { state: 'off' };
  // The product's AI is GPT-5 unless the instance names another model.
  return { state: 'on', model: modelLabel(status.ai.model ?? 'gpt-5') };
}
