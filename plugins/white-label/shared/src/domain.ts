import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';
import texts from './domain-validation-messages.texts.json' with { type: 'json' };
import { withLimit } from './limit-text.js';

/** The longest host name DNS allows (RFC 1035), and the longest label. */
export const MAX_HOST_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

/** Message keys of the domain tab's validation errors; the server registers their texts and answers in the request's language. */
export const domainValidationMessages: Record<keyof typeof texts, LocalizedText> = {
  ...texts,
  'white-label.hostTooLong': withLimit(texts['white-label.hostTooLong'], MAX_HOST_LENGTH),
};

/** Characters the URL parser would quietly drop, decode or read as another part of the address: a value with one is not a host name. */
const notHostCharacters = /[\s/\\?#@:%[\]]/;

/**
 * A host name in the one form addresses are compared in: lower case, no spaces around, no trailing
 * dot, and an international name in its ASCII (punycode) form by IDNA's mapping — pão.com.br,
 * PÃO。com.br. and xn--po-sia.com.br are all `xn--po-sia.com.br`. The WHATWG URL parser applies
 * IDNA (UTS #46) as Node's `domainToASCII` does, which the server compares with. Null for what
 * IDNA refuses (an `xn--` label that is not valid punycode, a forbidden character); the result is
 * still to be checked against the host name syntax.
 */
export function canonicalHostName(value: string): string | null {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '') return '';
  if (notHostCharacters.test(trimmed)) return null;
  try {
    return new URL(`http://${trimmed}`).hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}

const label = `[a-z0-9](?:[a-z0-9-]{0,${MAX_LABEL_LENGTH - 2}}[a-z0-9])?`;
/** Two labels or more, the last (the top-level domain) letters or an IDN `xn--` label. */
const domainPattern = new RegExp(`^(?:${label}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);
const subdomainPattern = new RegExp(`^${label}(?:\\.${label})*$`);

/** A host name (or part of one) in its canonical form, or the issue `error` when it has none. */
const canonical = (error: keyof typeof domainValidationMessages) => (value: string, context: z.RefinementCtx) => {
  const host = canonicalHostName(value);
  if (host !== null) return host;
  context.addIssue({ code: 'custom', message: error });
  return z.NEVER;
};

/** `PUT /api/white-label/domain`: the main domain without protocol, an optional subdomain. */
export const domainSettingsSchema = z
  .object({
    domain: singleLine(
      z
        .string({ error: 'white-label.domainRequired' })
        .trim()
        .min(1, { error: 'white-label.domainRequired' })
        .max(MAX_HOST_LENGTH * 2, { error: 'white-label.hostTooLong' })
        .refine((value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value), { error: 'white-label.domainWithProtocol' })
        .transform(canonical('white-label.domainInvalid'))
        .refine((value) => value.length <= MAX_HOST_LENGTH && domainPattern.test(value), { error: 'white-label.domainInvalid' }),
    ),
    subdomain: singleLine(
      z
        .string()
        .trim()
        .max(MAX_HOST_LENGTH, { error: 'white-label.hostTooLong' })
        .transform(canonical('white-label.subdomainInvalid'))
        .refine((value) => value === '' || subdomainPattern.test(value), { error: 'white-label.subdomainInvalid' }),
    ).default(''),
  })
  .superRefine((value, context) => {
    if (hostOf(value).length > MAX_HOST_LENGTH) context.addIssue({ code: 'custom', path: ['subdomain'], message: 'white-label.hostTooLong' });
  });
export type DomainSettingsInput = z.input<typeof domainSettingsSchema>;
export type DomainSettings = z.output<typeof domainSettingsSchema>;

/**
 * The query of the TLS `ask` check (`GET /api/public/white-label/tls-ask?domain=<name>`), which a TLS
 * front such as Caddy calls before it obtains a certificate on demand: the name a client asked for
 * (its SNI), compared in the stored canonical form.
 */
export const tlsAskQuerySchema = z.object({
  domain: z
    .string({ error: 'white-label.askDomainRequired' })
    .trim()
    .min(1, { error: 'white-label.askDomainRequired' })
    .max(MAX_HOST_LENGTH + 1, { error: 'white-label.hostTooLong' })
    .transform(canonical('white-label.domainInvalid'))
    .refine((value) => value.length <= MAX_HOST_LENGTH, { error: 'white-label.hostTooLong' })
    .refine((value) => domainPattern.test(value), { error: 'white-label.domainInvalid' }),
});
export type TlsAskQuery = z.output<typeof tlsAskQuerySchema>;

/** The answer of the TLS `ask` check for a name that may have a certificate: an active white-label domain. */
export interface TlsAskAnswer {
  /** The name, in its canonical form. */
  domain: string;
}

/** The address the brand is served under: `subdomain.domain`, or the domain itself. */
export function hostOf(settings: { domain: string; subdomain: string }): string {
  return settings.subdomain ? `${settings.subdomain}.${settings.domain}` : settings.domain;
}

/**
 * How long a claim of an address may wait for the TXT record that proves the domain is the
 * workspace's; then it lapses and is released. A claim blocks no one meanwhile: every workspace may
 * claim the same address, and the first to prove it keeps it (the others' claims are dropped).
 */
export const DOMAIN_CLAIM_DAYS = 7;

/** The TXT record that proves a domain is the workspace's is `_otimiza-verify.<host>`, holding the workspace's token. */
export const OWNERSHIP_RECORD_LABEL = '_otimiza-verify';

/** The full name of the ownership TXT record of `host`. */
export const ownershipRecordName = (host: string) => `${OWNERSHIP_RECORD_LABEL}.${host}`;

/**
 * Where the address stands, from its last DNS look-ups:
 * - `pending`: saved, never checked yet;
 * - `active`: the domain is proved the workspace's (TXT) and its CNAME points straight at this
 *   platform (or, at a root domain whose provider flattens the CNAME, its addresses are the
 *   platform's): the brand is served under it;
 * - `unverified`: it points at this platform, but the TXT record has not proved the domain yet;
 * - `wrong_target`: it points somewhere else, or at another name that points here (a chain);
 * - `not_found`: no CNAME record (or no such name) yet.
 */
export const dnsStatuses = ['pending', 'active', 'unverified', 'wrong_target', 'not_found'] as const;
export type DnsStatus = (typeof dnsStatuses)[number];

/** The DNS record to create at the domain's provider. */
export interface DnsInstruction {
  type: 'CNAME';
  /** The record's name: the subdomain, or '@' for the domain itself. */
  host: string;
  /** This platform's own host name (PUBLIC_URL's). */
  value: string;
}

/** The TXT record that proves the domain is the workspace's. */
export interface OwnershipRecord {
  type: 'TXT';
  /** The record's name within the domain, as DNS panels ask it: `_otimiza-verify`, or `_otimiza-verify.<subdomain>`. */
  host: string;
  /** Its full name: `_otimiza-verify.<host>`. */
  name: string;
  /** The workspace's token. */
  value: string;
}

/** `GET /api/white-label/domain`, and the answer of a save or a check. */
export interface DomainSettingsView {
  /** False until a domain is saved; the other fields are then empty. */
  configured: boolean;
  domain: string;
  subdomain: string;
  /** `subdomain.domain`, or the domain. */
  host: string;
  instruction: DnsInstruction;
  /** The TXT record to create; null before a domain is saved. */
  verification: OwnershipRecord | null;
  /** The TXT record has proved the domain the workspace's. */
  verified: boolean;
  verifiedAt: string | null;
  /** When a claim not proved yet lapses (DOMAIN_CLAIM_DAYS after it was made); null once proved. */
  expiresAt: string | null;
  /** The platform's host cannot be a CNAME target (an IP address, localhost): PUBLIC_URL is not a public name. */
  targetIsPublic: boolean;
  status: DnsStatus;
  /** What the CNAME points at now, or the addresses found (a wrong target). */
  foundTarget: string | null;
  /** When the DNS was last looked up, whatever it answered. */
  checkedAt: string | null;
  /** The last look-up could not be made (the DNS server failed or did not answer): the status is the one before it. */
  lastError: string | null;
  updatedAt: string | null;
}
