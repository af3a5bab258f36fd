import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, type AuthContext } from '@otimiza/sdk/server';
import type { BrandSettings } from '@otimiza/plugin-reports-shared';
import { brandMessages, fieldError } from './brand-messages.js';
import type { BrandSettingsInput } from './brand-settings-request.js';
import { BrandSettingsService } from './brand-settings.service.js';
import { decodeLogoDataUrl } from './logo-data-url.js';

const domainPattern = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Saves a workspace's brand settings in one statement: a refused input changes nothing. */
@Injectable()
export class BrandSettingsEditorService {
  constructor(
    private readonly em: EntityManager,
    private readonly brand: BrandSettingsService,
  ) {}

  /** Everything `save` would refuse, without saving (the demo answers like a real save would). */
  validate(auth: AuthContext, input: BrandSettingsInput): { logo: ReturnType<typeof decodeLogoDataUrl> | null | undefined } {
    if (input.customDomain) {
      if (!auth.features.has('whiteLabelDomains')) throw new ApiError('SUBSCRIPTION_REQUIRED', 402, brandMessages.customDomainNeedsEnterprise, { feature: 'whiteLabelDomains' });
      if (!domainPattern.test(input.customDomain)) {
        throw fieldError('customDomain', 'reports.invalidCustomDomain');
      }
    }
    return { logo: typeof input.logo === 'string' ? decodeLogoDataUrl(input.logo) : input.logo };
  }

  async save(auth: AuthContext, input: BrandSettingsInput): Promise<BrandSettings> {
    const { logo } = this.validate(auth, input);
    const keepLogo = logo === undefined;
    await this.em.getConnection().execute(
      `insert into reports_brand_settings
         (workspace_id, company_name, primary_color, secondary_color, custom_domain, contact_email, website_url, description, logo, logo_type, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now())
       on conflict (workspace_id) do update set
         company_name = excluded.company_name, primary_color = excluded.primary_color, secondary_color = excluded.secondary_color,
         custom_domain = excluded.custom_domain, contact_email = excluded.contact_email, website_url = excluded.website_url,
         description = excluded.description,
         ${keepLogo ? '' : 'logo = excluded.logo, logo_type = excluded.logo_type,'}
         updated_at = clock_timestamp()`,
      [
        auth.workspaceId,
        input.companyName,
        input.primaryColor.toUpperCase(),
        input.secondaryColor.toUpperCase(),
        input.customDomain,
        input.contactEmail,
        input.websiteUrl,
        input.description,
        logo?.bytes ?? null,
        logo?.type ?? null,
      ],
    );
    return this.brand.settingsFor(auth.workspaceId);
  }
}
