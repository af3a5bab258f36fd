import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';

/** The longest host name DNS allows (RFC 1035), and the longest label. */
export const MAX_HOST_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

/** Message keys of the domain tab's validation errors; the server registers their texts and answers in the request's language. */
export const domainValidationMessages = {
  'white-label.domainRequired': {
    pt: 'Informe o domínio principal, por exemplo: suaagencia.com.br.',
    en: 'Enter the main domain, for example: youragency.com.',
  },
  'white-label.domainWithProtocol': {
    pt: 'Informe o domínio sem http:// ou https://, por exemplo: suaagencia.com.br.',
    en: 'Enter the domain without http:// or https://, for example: youragency.com.',
  },
  'white-label.domainInvalid': {
    pt: 'Informe um domínio válido, por exemplo: suaagencia.com.br (sem barras, espaços nem porta).',
    en: 'Enter a valid domain, for example: youragency.com (no slashes, spaces or port).',
  },
  'white-label.subdomainInvalid': {
    pt: 'O subdomínio pode ter letras, números e hífens, separados por pontos, como app ou relatorios.painel.',
    en: 'The subdomain may have letters, digits and hyphens, separated by dots, such as app or reports.panel.',
  },
  'white-label.hostTooLong': {
    pt: `O endereço completo (subdomínio e domínio) pode ter até ${MAX_HOST_LENGTH} caracteres.`,
    en: `The whole address (subdomain and domain) may have up to ${MAX_HOST_LENGTH} characters.`,
  },
  'white-label.hostIsPlatform': {
    pt: 'Este é o endereço da própria plataforma. Informe um domínio da sua empresa.',
    en: 'This is the platform’s own address. Enter a domain of your company.',
  },
  'white-label.hostTaken': {
    pt: 'Este endereço já está configurado em outra conta. Se o domínio é seu, fale com o suporte.',
    en: 'This address is already set up in another account. If the domain is yours, contact support.',
  },
} satisfies Record<string, LocalizedText>;

/** Lower case, no spaces around, no trailing dot; an international name (pão.com.br) in its ASCII form (xn--po-sia.com.br). */
function asciiHost(value: string): string {
  const trimmed = value.trim().toLowerCase().replace(/\.$/, '');
  // Only letters, digits, dots and hyphens are converted: the URL parser would quietly drop or decode anything else.
  if (/^[\x21-\x7e]*$/.test(trimmed) || !/^[\p{L}\p{M}\p{N}.-]+$/u.test(trimmed)) return trimmed;
  try {
    // The WHATWG URL parser applies IDNA, in Node and in the browser alike.
    return new URL(`http://${trimmed}`).hostname;
  } catch {
    return trimmed;
  }
}

const label = `[a-z0-9](?:[a-z0-9-]{0,${MAX_LABEL_LENGTH - 2}}[a-z0-9])?`;
/** Two labels or more, the last (the top-level domain) letters or an IDN `xn--` label. */
const domainPattern = new RegExp(`^(?:${label}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);
const subdomainPattern = new RegExp(`^${label}(?:\\.${label})*$`);

/** `PUT /api/white-label/domain` (spec 001 §2.8): the main domain without protocol, an optional subdomain. */
export const domainSettingsSchema = z
  .object({
    domain: singleLine(
      z
        .string({ error: 'white-label.domainRequired' })
        .trim()
        .min(1, { error: 'white-label.domainRequired' })
        .max(MAX_HOST_LENGTH * 2, { error: 'white-label.hostTooLong' })
        .refine((value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value), { error: 'white-label.domainWithProtocol' })
        .transform(asciiHost)
        .refine((value) => value.length <= MAX_HOST_LENGTH && domainPattern.test(value), { error: 'white-label.domainInvalid' }),
    ),
    subdomain: singleLine(
      z
        .string()
        .trim()
        .max(MAX_HOST_LENGTH, { error: 'white-label.hostTooLong' })
        .transform(asciiHost)
        .refine((value) => value === '' || subdomainPattern.test(value), { error: 'white-label.subdomainInvalid' }),
    ).default(''),
  })
  .superRefine((value, context) => {
    if (hostOf(value).length > MAX_HOST_LENGTH) context.addIssue({ code: 'custom', path: ['subdomain'], message: 'white-label.hostTooLong' });
  });
export type DomainSettingsInput = z.input<typeof domainSettingsSchema>;
export type DomainSettings = z.output<typeof domainSettingsSchema>;

/** The address the brand is served under: `subdomain.domain`, or the domain itself. */
export function hostOf(settings: { domain: string; subdomain: string }): string {
  return settings.subdomain ? `${settings.subdomain}.${settings.domain}` : settings.domain;
}

/**
 * What the last DNS look-up of the address found:
 * - `pending`: saved, never checked yet;
 * - `active`: its CNAME points at this platform (or, at a root domain whose provider flattens the
 *   CNAME, its addresses are the platform's);
 * - `wrong_target`: it points somewhere else;
 * - `not_found`: no CNAME record (or no such name) yet.
 */
export const dnsStatuses = ['pending', 'active', 'wrong_target', 'not_found'] as const;
export type DnsStatus = (typeof dnsStatuses)[number];

/** The DNS record to create at the domain's provider (spec 001 §2.8). */
export interface DnsInstruction {
  type: 'CNAME';
  /** The record's name: the subdomain, or '@' for the domain itself. */
  host: string;
  /** This platform's own host name (PUBLIC_URL's). */
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
  /** The platform's host cannot be a CNAME target (an IP address, localhost): PUBLIC_URL is not a public name. */
  targetIsPublic: boolean;
  status: DnsStatus;
  /** What the record points at now (a wrong target: the name, or the addresses found). */
  foundTarget: string | null;
  /** When the DNS was last looked up, whatever it answered. */
  checkedAt: string | null;
  /** The last look-up could not be made (the DNS server failed or did not answer): the status is the one before it. */
  lastError: string | null;
  updatedAt: string | null;
}
