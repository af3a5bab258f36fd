import { Global, Module } from '@nestjs/common';
import { HostBrandPort } from '@otimiza/sdk/server';
import { BrandController } from './brand/brand.controller.js';
import { BrandService } from './brand/brand.service.js';
import { DnsCheckProcessor } from './dns/dns-check.processor.js';
import { DnsCheckScheduler } from './dns/dns-check.scheduler.js';
import { DnsLookup } from './dns/dns-lookup.js';
import { DomainChecker } from './dns/domain-checker.js';
import { DomainController } from './domain/domain.controller.js';
import { DomainService } from './domain/domain.service.js';
import { PlatformHost } from './domain/platform-host.js';
import { HostBrandService } from './public/host-brand.service.js';
import { PublicBrandController } from './public/public-brand.controller.js';

/**
 * White-label: the workspace's own domain (checked in DNS on save and periodically) and brand,
 * and the brand of a request's host for the core (HostBrandPort). Global so that the core can
 * inject the port it provides.
 */
@Global()
@Module({
  controllers: [DomainController, BrandController, PublicBrandController],
  providers: [
    PlatformHost,
    DnsLookup,
    DomainChecker,
    DomainService,
    DnsCheckProcessor,
    DnsCheckScheduler,
    BrandService,
    HostBrandService,
    { provide: HostBrandPort, useExisting: HostBrandService },
  ],
  exports: [HostBrandPort],
})
export class WhiteLabelModule {}
