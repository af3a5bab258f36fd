import { defineJob } from '@otimiza/sdk/server';

export interface DnsCheckPayload {
  workspaceId: string;
  /** The address as it was when the check was queued: a domain changed since is not checked for it. */
  host: string;
}

/** One periodic DNS check of a workspace's white-label domain; the job id names the domain and its due time, so a check is queued once. */
export const dnsCheckJob = defineJob<DnsCheckPayload, void>('white-label.dns-check');
export const DNS_CHECK_ATTEMPTS = 2;
export const DNS_CHECK_BACKOFF_MS = 5000;
