import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';

export const DEFAULT_PRIMARY_COLOR = '#3B82F6';
export const DEFAULT_SECONDARY_COLOR = '#1E40AF';
/** The logo limit, enforced by the server. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const logoTypes = ['image/png', 'image/jpeg'] as const;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * `PUT /api/brand-settings` merges: a field that is absent keeps its saved value (its default on a
 * first save), so `{}` changes nothing; an empty text clears a field. `logo`: a
 * `data:image/png|jpeg;base64,…` URL, `null` to remove it, absent to keep it.
 */
export const brandSettingsUpdateSchema = z.object({
  companyName: singleLine(z.string().trim().max(120)).optional(),
  primaryColor: colour.optional(),
  secondaryColor: colour.optional(),
  contactEmail: singleLine(z.union([z.literal(''), z.email().max(254)])).optional(),
  websiteUrl: singleLine(z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2048)])).optional(),
  description: z.string().trim().max(1000).optional(),
  logo: z
    .string()
    .max(4 * 1024 * 1024)
    .nullable()
    .optional(),
});
export type BrandSettingsUpdate = z.input<typeof brandSettingsUpdateSchema>;

/** `GET /api/brand-settings`, per workspace; defaults when nothing was saved. */
export interface BrandSettings {
  companyName: string;
  /** `/api/brand-settings/logo?v=…` when a logo is stored, else null. */
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  contactEmail: string;
  websiteUrl: string;
  description: string;
  updatedAt: string | null;
}

/**
 * `GET`/`PUT /api/brand-settings`: the saved settings, and what decides where they show. The custom domain and the brand
 * that can stand over these settings both belong to white-label (one owner for each): this page shows them, never edits them.
 */
export interface BrandSettingsPage extends BrandSettings {
  /**
   * The domain of the white-label brand in force for the workspace (its own, or its reseller's): `active` once proved
   * and pointing here (share links use it), `dns-pending` before ('Configuração DNS Pendente'); null without one.
   */
  customDomain: { host: string; status: 'active' | 'dns-pending' } | null;
  /** The white-label brand in force: its name, colours and logo replace these in PDFs, share pages and e-mails; null when none. */
  whiteLabelBrand: { name: string } | null;
}
