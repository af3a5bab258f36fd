import { Module } from '@nestjs/common';
import { BrandPort } from '@otimiza/sdk/server';
import { BrandController } from './brand/brand.controller.js';
import { DnsCheckProcessor } from './dns/dns-check.processor.js';
import { DnsCheckScheduler } from './dns/dns-check.scheduler.js';
import { DnsLookup } from './dns/dns-lookup.js';
import { DomainChecker } from './dns/domain-checker.js';
import { DomainClaims } from './domain/domain-claims.js';
import { DomainReleaseSubscriber } from './domain/domain-release.subscriber.js';
import { DomainController } from './domain/domain.controller.js';
import { DomainService } from './domain/domain.service.js';
import { PlatformHost } from './domain/platform-host.js';
import { BrandInForceService } from './public/brand-in-force.service.js';
import { PublicBrandController } from './public/public-brand.controller.js';
import { TlsAskController } from './tls/tls-ask.controller.js';
import { TlsAskService } from './tls/tls-ask.service.js';
import { WhiteLabelAccountDataExporter } from './account-data/white-label-account-data.exporter.js';

/**
 * White-label: the workspace's own domain (proved by a TXT record, checked in DNS on save and
 * periodically, released when the plan loses the feature), the white-label fields of its brand (the reports plugin's
 * one brand, through WorkspaceBrandsPort), the TLS `ask` check of the
 * HTTPS front that certifies the active domains on demand,
 * and the brand in force for the core and the other plugins (BrandPort: a host's, a workspace's). The port reaches the
 * core and the other plugins through the host's plugins module.
 */
@Module({
  controllers: [DomainController, BrandController, PublicBrandController, TlsAskController],
  providers: [
    WhiteLabelAccountDataExporter,
    PlatformHost,
    DnsLookup,
    DomainClaims,
    DomainChecker,
    DomainService,
    DomainReleaseSubscriber,
    DnsCheckProcessor,
    DnsCheckScheduler,
    BrandInForceService,
    TlsAskService,
    { provide: BrandPort, useExisting: BrandInForceService },
  ],
  exports: [BrandPort],
})
export class WhiteLabelModule {}
