import { Controller, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, ValidBody, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import { alertIdSchema } from '@otimiza/plugin-customer-success-shared';
import { z } from 'zod';
import { alertNotFound } from '../data/cs-errors.js';
import { AlertsService } from './alerts.service.js';

const resolveAlertSchema = z.strictObject({ status: z.literal('resolved', { error: 'cs.statusInvalid' }) });

/** `/api/cs/alerts/:id`: a CSM resolves a client's alert by hand. */
@ApiTags('customer-success')
@Controller('cs/alerts')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @Patch(':id')
  @ApiOkResponse({ description: '{ success: true }; 404 for an alert this workspace does not have.' })
  async resolve(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(alertIdSchema) params: { id: string },
    @ValidBody(resolveAlertSchema) _input: z.output<typeof resolveAlertSchema>,
  ): Promise<{ success: true }> {
    if (!(await this.alerts.resolveById(auth.workspaceId, params.id))) throw alertNotFound();
    return { success: true };
  }
}
