import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';
import texts from './brand-validation-messages.texts.json' with { type: 'json' };
import { withLimit } from './limit-text.js';

export const MAX_BRAND_NAME_LENGTH = 60;
export const MAX_COMPANY_NAME_LENGTH = 120;

/** Message keys of the brand tab's validation errors; the server registers their texts and answers in the request's language. */
export const brandValidationMessages: Record<keyof typeof texts, LocalizedText> = {
  ...texts,
  'white-label.brandNameTooLong': withLimit(texts['white-label.brandNameTooLong'], MAX_BRAND_NAME_LENGTH),
  'white-label.companyNameTooLong': withLimit(texts['white-label.companyNameTooLong'], MAX_COMPANY_NAME_LENGTH),
};

const colour = z
  .string({ error: 'white-label.colorInvalid' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'white-label.colorInvalid' })
  .transform((value) => value.toUpperCase());

/**
 * `PUT /api/white-label/brand`: the white-label fields of the workspace's one brand (the reports plugin's, also edited
 * on /brand-settings). It merges: a field that is absent keeps its stored value; the brand's name is required, since a
 * brand without one is not put in force. `logo`: a `data:image/png|jpeg;base64,…` URL for a new one, `null` to remove
 * it, absent to keep the saved one.
 */
export const brandSettingsSchema = z.object({
  brandName: singleLine(
    z
      .string({ error: 'white-label.brandNameRequired' })
      .trim()
      .min(1, { error: 'white-label.brandNameRequired' })
      .max(MAX_BRAND_NAME_LENGTH, { error: 'white-label.brandNameTooLong' }),
  ),
  companyName: singleLine(z.string().trim().max(MAX_COMPANY_NAME_LENGTH, { error: 'white-label.companyNameTooLong' })).optional(),
  primaryColor: colour.optional(),
  secondaryColor: colour.optional(),
  /** The product's name and marks are not shown under the brand's domain. */
  hideProductBrand: z.boolean().optional(),
  // The reports' save checks the logo (a PNG or JPG data URL of up to 2 MB, never an address) and answers its refusals;
  // this bound (the host's body limit) only keeps absurd strings out.
  logo: z
    .string()
    .max(6 * 1024 * 1024, { error: 'white-label.logoTooLarge' })
    .nullable()
    .optional(),
});
export type BrandSettingsInput = z.input<typeof brandSettingsSchema>;
export type BrandSettingsUpdate = z.output<typeof brandSettingsSchema>;

/** `GET /api/white-label/brand`: the white-label fields of the workspace's one brand; defaults (and `updatedAt` null) until saved. */
export interface BrandSettingsView {
  brandName: string;
  companyName: string;
  primaryColor: string;
  secondaryColor: string;
  hideProductBrand: boolean;
  /** `/api/white-label/brand/logo?v=…` when a logo is saved, else null. */
  logoUrl: string | null;
  updatedAt: string | null;
}
