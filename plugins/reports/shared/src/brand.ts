import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';
import fieldTexts from './brand-field-messages.texts.json' with { type: 'json' };

export const DEFAULT_PRIMARY_COLOR = '#3B82F6';
export const DEFAULT_SECONDARY_COLOR = '#1E40AF';
/** The logo limit, enforced by the server. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const logoTypes = ['image/png', 'image/jpeg'] as const;
/** The white-label brand's name (Enterprise), as its domain's pages and tabs show it. */
export const MAX_BRAND_NAME_LENGTH = 60;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Message keys of the Enterprise-only fields' errors; the server registers their texts and answers in the request's language. */
export const brandFieldMessages: Record<keyof typeof fieldTexts, LocalizedText> = {
  'reports.brandNameTooLong': {
    pt: fieldTexts['reports.brandNameTooLong'].pt.replace('{max}', String(MAX_BRAND_NAME_LENGTH)),
    en: fieldTexts['reports.brandNameTooLong'].en.replace('{max}', String(MAX_BRAND_NAME_LENGTH)),
  },
};

/**
 * `PUT /api/brand-settings` merges: a field that is absent keeps its saved value (its default on a
 * first save), so `{}` changes nothing; an empty text clears a field. `logo`: a
 * `data:image/png|jpeg;base64,…` URL, `null` to remove it, absent to keep it. `brandName` and `hideProductBrand` are
 * Enterprise-only (the workspace uses white-label): sent by any other workspace, they are refused (402).
 */
export const brandSettingsUpdateSchema = z.object({
  brandName: singleLine(z.string().trim().max(MAX_BRAND_NAME_LENGTH, { error: 'reports.brandNameTooLong' })).optional(),
  hideProductBrand: z.boolean().optional(),
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
  /** The white-label brand's name (Enterprise); empty: no white-label brand is set. */
  brandName: string;
  companyName: string;
  /** `/api/brand-settings/logo?v=…` when a logo is stored, else null. */
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  contactEmail: string;
  websiteUrl: string;
  description: string;
  /** Under the white-label domain, the product's name and marks are not shown (Enterprise). */
  hideProductBrand: boolean;
  updatedAt: string | null;
}

/**
 * `GET`/`PUT /api/brand-settings`: the workspace's one brand, and what decides where it shows. The custom domain is
 * white-label's: this page shows its state and links to where it is set up.
 */
export interface BrandSettingsPage extends BrandSettings {
  /** The workspace uses white-label (Enterprise): its brand name and the product brand switch can be set. */
  whiteLabelAvailable: boolean;
  /**
   * The domain of the white-label brand in force for the workspace (its own, or its reseller's): `active` once proved
   * and pointing here (share links use it), `dns-pending` before ('Configuração DNS Pendente'); null without one.
   */
  customDomain: { host: string; status: 'active' | 'dns-pending' } | null;
  /**
   * The white-label brand in force (this one, or the reseller's for a client workspace): its name, colours and logo are
   * what PDFs, share pages and e-mails show; null when none.
   */
  whiteLabelBrand: { name: string } | null;
}
