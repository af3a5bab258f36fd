import { Controller, Get, Header, Req, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiError, Public } from '@otimiza/sdk/server';
import type { HostBrand, LocalizedText } from '@otimiza/sdk/shared';
import type { Request } from 'express';
import { HostBrandService } from './host-brand.service.js';

const noBrand: LocalizedText = { pt: 'Nenhuma marca neste endereço.', en: 'No brand at this address.' };

/**
 * `/api/public/white-label/brand`: the brand of the host the request came to, for visitors of a
 * white-label domain (its login page is branded before anyone signs in). Only what a visitor of
 * that domain sees anyway: the brand's name, colours and logo.
 */
@ApiTags('white-label')
@Public()
@Controller('public/white-label/brand')
export class PublicBrandController {
  constructor(private readonly hosts: HostBrandService) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ description: 'HostBrand of the request’s Host, while its domain’s DNS points at this platform; 404 for any other host.' })
  async brand(@Req() request: Request): Promise<HostBrand> {
    const brand = await this.hosts.brandFor(request.hostname ?? '');
    if (!brand) throw new ApiError('NOT_FOUND', 404, noBrand);
    return brand;
  }

  @Get('logo')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiProduces('image/png', 'image/jpeg')
  @ApiOkResponse({ description: 'The logo of the request’s Host’s brand; 404 for any other host.', schema: { type: 'string', format: 'binary' } })
  async logo(@Req() request: Request): Promise<StreamableFile> {
    const logo = await this.hosts.logoFor(request.hostname ?? '');
    if (!logo) throw new ApiError('NOT_FOUND', 404, noBrand);
    return new StreamableFile(logo.bytes, { type: logo.type, length: logo.bytes.length });
  }
}
