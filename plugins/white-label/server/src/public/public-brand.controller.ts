import { Controller, Get, Header, Param, ParseUUIDPipe, Req, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiError, Public } from '@otimiza/sdk/server';
import type { HostBrand, LocalizedText } from '@otimiza/sdk/shared';
import type { Request } from 'express';
import { BrandInForceService } from './brand-in-force.service.js';

const noBrand: LocalizedText = { pt: 'Nenhuma marca neste endereço.', en: 'No brand at this address.' };

/**
 * `/api/public/white-label/…`: what visitors of a reseller's surfaces see anyway — the brand of the
 * host the request came to (a white-label domain's login page is branded before anyone signs in),
 * and the logo of a brand in force (share pages and PDFs show it to whoever has the link).
 */
@ApiTags('white-label')
@Public()
@Controller('public/white-label')
export class PublicBrandController {
  constructor(private readonly brands: BrandInForceService) {}

  @Get('brand')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ description: 'HostBrand of the request’s Host, while its domain’s DNS points at this platform; 404 for any other host.' })
  async brand(@Req() request: Request): Promise<HostBrand> {
    const brand = await this.brands.brandForHost(request.hostname ?? '');
    if (!brand) throw new ApiError('NOT_FOUND', 404, noBrand);
    return brand;
  }

  @Get('brands/:ownerId/logo')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiProduces('image/png', 'image/jpeg')
  @ApiOkResponse({
    description: 'The logo of the brand the workspace owns, while it is in force (HostBrand.logoUrl); 404 otherwise.',
    schema: { type: 'string', format: 'binary' },
  })
  async logo(@Param('ownerId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) ownerId: string): Promise<StreamableFile> {
    const logo = await this.brands.logoOfOwner(ownerId);
    if (!logo) throw new ApiError('NOT_FOUND', 404, noBrand);
    return new StreamableFile(logo.bytes, { type: logo.type, length: logo.bytes.length });
  }
}
