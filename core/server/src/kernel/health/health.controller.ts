import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiError, Public } from '@otimiza/sdk/server';
import type { HealthResponse } from '@otimiza/sdk/shared';
import type { Response } from 'express';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: 'Database (kind, ok), queue driver, browser found, plugins loaded. 503 when degraded.' })
  async report(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const report = await this.health.report();
    if (report.status !== 'ok') response.status(503);
    return report;
  }

  @Get('queue')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Round-trips a probe job through the queue: which process consumed it and how fast.' })
  async queue() {
    try {
      return await this.health.probeQueue();
    } catch (error) {
      throw new ApiError('API_UNAVAILABLE', 503, `No worker answered the queue probe: ${(error as Error).message}`);
    }
  }
}
