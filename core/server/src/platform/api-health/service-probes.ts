import type OpenAI from 'openai';
import type Stripe from 'stripe';
import type { AppConfig } from '../../kernel/index.js';

const PROBE_TIMEOUT_MS = 5000;

export type ProbeResult = { reachable: true } | { reachable: false; error: string };

async function probe(work: () => Promise<unknown>): Promise<ProbeResult> {
  try {
    await work();
    return { reachable: true };
  } catch (error) {
    return { reachable: false, error: error instanceof Error ? error.message : String(error) };
  }
}

async function httpAnswers(url: string, headers: Record<string, string>, acceptable: (status: number) => boolean): Promise<void> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  await response.body?.cancel();
  if (!acceptable(response.status)) throw new Error(`answered HTTP ${response.status}`);
}

/**
 * One cheap authenticated read per configured service, to tell "configured" from "reachable and
 * accepting the key". Nothing is bought, sent or audited by a probe.
 */
export const serviceProbes = {
  openai: (client: OpenAI) => probe(() => client.models.list({ timeout: PROBE_TIMEOUT_MS, maxRetries: 0 })),
  stripe: (client: Stripe) => probe(() => client.prices.list({ limit: 1 }, { timeout: PROBE_TIMEOUT_MS, maxNetworkRetries: 0 })),
  sendgrid: (config: AppConfig) =>
    probe(() =>
      httpAnswers(
        `${(config.SENDGRID_BASE_URL ?? 'https://api.sendgrid.com').replace(/\/$/, '')}/v3/scopes`,
        { Authorization: `Bearer ${config.SENDGRID_API_KEY ?? ''}` },
        (status) => status === 200,
      ),
    ),
  // Without a page to audit Google answers 400 at once: the API is reachable; the key is judged by real use.
  pagespeed: (config: AppConfig) =>
    probe(() =>
      httpAnswers(
        `${config.PAGESPEED_BASE_URL.replace(/\/$/, '')}/pagespeedonline/v5/runPagespeed?key=${encodeURIComponent(config.PAGESPEED_API_KEY ?? '')}`,
        {},
        (status) => status < 500 && status !== 401 && status !== 403,
      ),
    ),
};
