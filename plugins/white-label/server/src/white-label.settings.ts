import { z } from 'zod';

/** `host`, `host:port`, `[v6]:port` or a bare IPv6 address: what `dns.Resolver#setServers` takes. */
const dnsServer = /^(?:\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?|\[[0-9a-fA-F:.]+\](?::\d{1,5})?|[0-9a-fA-F:]*:[0-9a-fA-F:.]+)$/;

/** The white-label plugin's environment settings, validated at boot with the core's. */
export const whiteLabelSettings = z.object({
  WHITE_LABEL_DNS_SERVERS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    )
    .refine((servers) => servers.every((server) => dnsServer.test(server)), 'each server is an IP address, optionally with :port ([v6]:port)')
    .describe(
      'DNS servers that check the CNAME of white-label domains, comma-separated IP addresses with an optional port (1.1.1.1,8.8.8.8:53). Empty: the system’s resolvers.',
    ),
  WHITE_LABEL_DNS_RECHECK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60)
    .describe(
      'How often the DNS of each white-label domain is checked again, in minutes (a domain that is not active yet: every tenth of it, at least each minute).',
    ),
  WHITE_LABEL_TLS_ASKS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(60)
    .describe(
      'How many TLS ask checks (GET /api/public/white-label/tls-ask, called by the HTTPS front before it obtains a certificate on demand) one client address may make in a minute; past it, 429 RATE_LIMIT and the front issues nothing.',
    ),
});
export type WhiteLabelSettings = z.output<typeof whiteLabelSettings>;
