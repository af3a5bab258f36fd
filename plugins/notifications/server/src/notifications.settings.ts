import { z } from 'zod';

const optional = (schema: z.ZodString) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** The notification centre's environment settings, validated at boot with the core's. */
export const notificationsSettings = z
  .object({
    NOTIFICATIONS_SIGNING_SECRET: optional(z.string().min(32, 'at least 32 characters')).describe(
      'Secret (32 characters or more) that signs the open and click tracking links of notification e-mails and encrypts the generated VAPID key. Unset: a random secret is generated once and kept in the database.',
    ),
    NOTIFICATIONS_VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (65 bytes)')).describe(
      'VAPID public key of Web Push (base64url, as web-push generate-vapid-keys prints it). Unset: a key pair is generated once and kept in the database.',
    ),
    NOTIFICATIONS_VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (32 bytes)')).describe(
      'VAPID private key matching NOTIFICATIONS_VAPID_PUBLIC_KEY (both or neither).',
    ),
    NOTIFICATIONS_VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: address')).describe(
      'Contact of the VAPID key sent to push services (mailto: or https:). Unset: PUBLIC_URL when it is https, else a mailto: of MAIL_FROM’s address.',
    ),
  })
  .superRefine((settings, ctx) => {
    if (!settings.NOTIFICATIONS_VAPID_PUBLIC_KEY !== !settings.NOTIFICATIONS_VAPID_PRIVATE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['NOTIFICATIONS_VAPID_PRIVATE_KEY'], message: 'set both VAPID keys, or neither' });
    }
  });
export type NotificationsSettings = z.output<typeof notificationsSettings>;
