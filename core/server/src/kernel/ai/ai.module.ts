import { Module } from '@nestjs/common';
import { AiPort, ServiceStatusPort } from '@otimiza/sdk/server';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { ServiceStatusService } from '../service-status/service-status.service.js';
import { AiService } from './ai.service.js';
import { createOpenAiClient, OPENAI_CLIENT } from './openai-client.js';

/** AI access for plugins (AiPort) and the service status every external call reports to. */
@Module({
  providers: [
    { provide: OPENAI_CLIENT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createOpenAiClient(config) },
    ServiceStatusService,
    { provide: ServiceStatusPort, useExisting: ServiceStatusService },
    AiService,
    { provide: AiPort, useExisting: AiService },
  ],
  exports: [AiPort, AiService, ServiceStatusPort, ServiceStatusService, OPENAI_CLIENT],
})
export class AiModule {}
