import { hostOf, OWNERSHIP_RECORD_LABEL, ownershipRecordName, type DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import type { Language } from '@otimiza/sdk/shared';
import { dnsErrorText } from './domain-messages.js';
import type { PlatformHost } from './platform-host.js';
import type { WhiteLabelDomain } from '../data/white-label-domain.entity.js';

/** A workspace's domain as the API answers it, with the DNS records to create; a blank one before any is saved. */
export function toDomainView(domain: WhiteLabelDomain | null, platform: PlatformHost, language: Language): DomainSettingsView {
  const subdomain = domain?.subdomain ?? '';
  return {
    configured: domain !== null,
    domain: domain?.domain ?? '',
    subdomain,
    host: domain ? hostOf(domain) : '',
    instruction: { type: 'CNAME', host: subdomain || '@', value: platform.name },
    verification: domain
      ? {
          type: 'TXT',
          host: subdomain ? `${OWNERSHIP_RECORD_LABEL}.${subdomain}` : OWNERSHIP_RECORD_LABEL,
          name: ownershipRecordName(domain.host),
          value: domain.verificationToken,
        }
      : null,
    verified: Boolean(domain?.verifiedAt),
    verifiedAt: domain?.verifiedAt?.toISOString() ?? null,
    expiresAt: domain?.expiresAt?.toISOString() ?? null,
    targetIsPublic: platform.isPublicName,
    status: domain?.status ?? 'pending',
    foundTarget: domain?.foundTarget ?? null,
    checkedAt: domain?.checkedAt?.toISOString() ?? null,
    lastError: domain?.lastError ? dnsErrorText(domain.lastError, language) : null,
    updatedAt: domain?.updatedAt.toISOString() ?? null,
  };
}
