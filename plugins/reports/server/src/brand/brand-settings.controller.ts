import { Controller, Get, Header, Put, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AllowInDemo, ApiError, CurrentAuth, registerValidationMessages, ValidBody, type AuthContext } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { brandFieldMessages, type BrandSettingsPage } from '@otimiza/plugin-reports-shared';
import { brandMessages, brandValidationMessages } from './brand-messages.js';
import { brandSettingsRequestSchema, type BrandSettingsInput } from './brand-settings-request.js';
import { BrandSettingsService } from './brand-settings.service.js';
import { BrandSettingsPageService } from './brand-settings-page.service.js';

registerValidationMessages(brandValidationMessages);
registerValidationMessages(brandFieldMessages);

@ApiTags('reports')
@Controller('brand-settings')
export class BrandSettingsController {
  constructor(
    private readonly brand: BrandSettingsService,
    private readonly page: BrandSettingsPageService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'BrandSettingsPage: the workspace’s one brand (defaults when none), whether its Enterprise-only fields can be set, the white-label domain and the white-label brand in force (null without them).',
  })
  get(@CurrentAuth() auth: AuthContext): Promise<BrandSettingsPage> {
    return this.page.pageOf(auth.workspaceId);
  }

  /** The investor demo may call it: the input is checked, nothing is saved. */
  @Put()
  @AllowInDemo()
  @ApiOkResponse({
    description:
      'BrandSettingsPage after the save. Merges: a field that is absent keeps its saved value (its default on a first save), so `{}` changes nothing; an empty text clears the field; `logo` null removes the logo. 400 for invalid fields; 402 for `brandName` or `hideProductBrand` from a workspace without white-label. The custom domain is white-label’s (`/api/white-label/domain`), not set here.',
  })
  async put(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(brandSettingsRequestSchema) input: BrandSettingsInput,
  ): Promise<BrandSettingsPage | { simulated: true; message: LocalizedText }> {
    await this.page.checkEnterpriseFields(auth.workspaceId, input);
    if (auth.mode === 'demo') {
      this.brand.validate(input);
      return { simulated: true, message: brandMessages.simulated };
    }
    await this.brand.save(auth, input);
    return this.page.pageOf(auth.workspaceId);
  }

  @Get('logo')
  @Header('Cache-Control', 'private, max-age=300')
  @ApiProduces('image/png', 'image/jpeg')
  @ApiOkResponse({ description: 'The workspace logo.', schema: { type: 'string', format: 'binary' } })
  async logo(@CurrentAuth() auth: AuthContext): Promise<StreamableFile> {
    const logo = await this.brand.logoFor(auth.workspaceId);
    if (!logo) throw new ApiError('NOT_FOUND', 404, brandMessages.logoNotFound);
    return new StreamableFile(logo.bytes, { type: logo.type, length: logo.bytes.length });
  }
}
