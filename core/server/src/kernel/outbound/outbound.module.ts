import { Module } from '@nestjs/common';
import { SafeOutboundPort } from '@otimiza/sdk/server';
import { SafeOutboundService } from './safe-outbound.service.js';

/** Safe requests to user-supplied hosts, for every module. */
@Module({
  providers: [SafeOutboundService, { provide: SafeOutboundPort, useExisting: SafeOutboundService }],
  exports: [SafeOutboundPort, SafeOutboundService],
})
export class OutboundModule {}
