import { Controller, Get, Header, Put, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiError, CurrentAuth, registerValidationMessages, ValidBody, type AuthContext, RequireRole } from '@otimiza/sdk/server';
import { WorkspaceBrandsPort } from '@otimiza/plugin-reports-contract';
import { brandSettingsSchema, brandValidationMessages, type BrandSettingsUpdate, type BrandSettingsView } from '@otimiza/plugin-white-label-shared';
import { brandMessages } from './brand-messages.js';
import { toBrandView } from './brand-view.js';

registerValidationMessages(brandValidationMessages);

/**
 * `/api/white-label/brand`: the white-label fields of the workspace's one brand, stored by the reports plugin
 * (WorkspaceBrandsPort) and edited on /brand-settings; kept for API clients and the domain's own flow.
 */
@ApiTags('white-label')
@Controller('white-label/brand')
export class BrandController {
  constructor(private readonly brands: WorkspaceBrandsPort) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'BrandSettingsView: the brand, or the defaults (updatedAt null) before the first save.' })
  async get(@CurrentAuth() auth: AuthContext): Promise<BrandSettingsView> {
    return toBrandView(await this.brands.brandOf(auth.workspaceId));
  }

  @Put()
  @RequireRole('admin')
  @ApiOkResponse({
    description:
      'BrandSettingsView as saved. Merges: an absent field keeps its value. The logo is a PNG or JPG data URL of up to 2 MB (null removes it, absent keeps it).',
  })
  async save(@CurrentAuth() auth: AuthContext, @ValidBody(brandSettingsSchema) input: BrandSettingsUpdate): Promise<BrandSettingsView> {
    return toBrandView(await this.brands.save(auth, input));
  }

  @Get('logo')
  @Header('Cache-Control', 'private, max-age=300')
  @ApiProduces('image/png', 'image/jpeg')
  @ApiOkResponse({ description: 'The brand’s logo.', schema: { type: 'string', format: 'binary' } })
  async logo(@CurrentAuth() auth: AuthContext): Promise<StreamableFile> {
    const logo = await this.brands.logoOf(auth.workspaceId);
    if (!logo) throw new ApiError('NOT_FOUND', 404, brandMessages.logoNotFound);
    return new StreamableFile(logo.bytes, { type: logo.type, length: logo.bytes.length });
  }
}
