import { Controller, Delete, Get, Header, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, registerValidationMessages, ValidBody, type AuthContext, RequireRole, BodyLess } from '@otimiza/sdk/server';
import { domainSettingsSchema, domainValidationMessages, type DomainSettings, type DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import type { Language } from '@otimiza/sdk/shared';
import { DomainService } from './domain.service.js';

registerValidationMessages(domainValidationMessages);

/** `/api/white-label/domain`: the workspace's own domain and its DNS status (domain tab). */
@ApiTags('white-label')
@Controller('white-label/domain')
export class DomainController {
  constructor(private readonly domains: DomainService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'DomainSettingsView: the domain, the CNAME record to create and the status of the last DNS check.' })
  get(@CurrentAuth() auth: AuthContext, @RequestLanguage() language: Language): Promise<DomainSettingsView> {
    return this.domains.get(auth, language);
  }

  @Put()
  @RequireRole('admin')
  @ApiOkResponse({ description: 'DomainSettingsView after the save and its DNS check (a new address starts pending).' })
  save(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(domainSettingsSchema) input: DomainSettings,
    @RequestLanguage() language: Language,
  ): Promise<DomainSettingsView> {
    return this.domains.save(auth, input, language);
  }

  @Post('check')
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOkResponse({ description: 'DomainSettingsView after looking the domain up in DNS now; 404 when no domain is saved.' })
  @BodyLess('looks the saved white-label domain of the session’s workspace up in DNS now')
  check(@CurrentAuth() auth: AuthContext, @RequestLanguage() language: Language): Promise<DomainSettingsView> {
    return this.domains.checkNow(auth, language);
  }

  @Delete()
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOkResponse({ description: 'DomainSettingsView with no domain: the brand is no longer served under it.' })
  @BodyLess('removes the white-label domain of the session’s workspace')
  remove(@CurrentAuth() auth: AuthContext, @RequestLanguage() language: Language): Promise<DomainSettingsView> {
    return this.domains.remove(auth, language);
  }
}
