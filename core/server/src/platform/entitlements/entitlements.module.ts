import { Module } from '@nestjs/common';
import { EntitlementsPort } from '@otimiza/sdk/server';
import { EntitlementsController } from './entitlements.controller.js';
import { EntitlementsService } from './entitlements.service.js';
import { UsageReservationsService } from './usage-reservations.service.js';
import { WorkspacePlanService } from './workspace-plan.service.js';

/**
 * What a workspace may use and how much: the plan catalogue (`GET /api/plans`), the plan in force with its features and
 * allowances (`GET /api/me/entitlements`), the temporary enterprise access (`POST /api/me/trial`), the usage
 * reservations counted against the allowance, and `EntitlementsPort` for the plugins.
 */
@Module({
  controllers: [EntitlementsController],
  providers: [EntitlementsService, { provide: EntitlementsPort, useExisting: EntitlementsService }, UsageReservationsService, WorkspacePlanService],
  exports: [EntitlementsPort, EntitlementsService],
})
export class EntitlementsModule {}
