import { ApiRequestError } from '@otimiza/sdk/web';

/**
 * What a failed tool call means for the dialog: the plan lacks the tool (upgrade card), the plan's
 * analyses ran out (competitor audits count as analyses), the URL has no analysis yet (link to
 * /new-analysis), the server could not be reached, or another error with the server's reason.
 */
export type ToolFailure =
  | { kind: 'upgrade'; message: string }
  | { kind: 'limit'; message: string; needed: number | null; remaining: number | null }
  | { kind: 'no-analysis'; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'other'; message: string };

const numberOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function toolFailure(error: unknown): ToolFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
  const { message, details } = error;
  if (error.type === 'NETWORK_ERROR' || error.status === 0) return { kind: 'network', message };
  if (error.type === 'SUBSCRIPTION_REQUIRED' || error.status === 402 || error.status === 403) {
    // The competitor analysis answers 402 with the audits it needs when the month's analyses run out.
    if (details && ('needed' in details || 'remaining' in details)) {
      return { kind: 'limit', message, needed: numberOr(details['needed']), remaining: numberOr(details['remaining']) };
    }
    return { kind: 'upgrade', message };
  }
  if (error.status === 404) return { kind: 'no-analysis', message };
  if (error.status === 400) return { kind: 'invalid', message };
  return { kind: 'other', message };
}
