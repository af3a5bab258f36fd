import { Module } from '@nestjs/common';
import { RateLimitPort } from '@otimiza/sdk/server';
import { RateLimitService } from './rate-limit.service.js';

/** Attempt counting (logins, registrations, costly actions) for every module and plugin. */
@Module({
  providers: [RateLimitService, { provide: RateLimitPort, useExisting: RateLimitService }],
  exports: [RateLimitPort, RateLimitService],
})
export class RateLimitModule {}
