import type { Language } from '@otimiza/sdk/shared';

/** What the synchronous analyze call says when it answers before the analysis ended. */
export function pendingMessage(pending: { id: string; status: 'queued' | 'running'; queuePosition: number | null }, language: Language): string {
  const follow = `/api/analyses/${pending.id}`;
  if (pending.status === 'queued') {
    return language === 'en'
      ? `The analysis is in the queue (position ${pending.queuePosition}). Follow it at ${follow}.`
      : `A análise está na fila (posição ${pending.queuePosition}). Acompanhe em ${follow}.`;
  }
  return language === 'en' ? `The analysis is still running. Follow it at ${follow}.` : `A análise ainda está em andamento. Acompanhe em ${follow}.`;
}
