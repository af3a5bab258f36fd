import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import type { CustomerSuccessSettings } from '@otimiza/plugin-customer-success-shared';
import { CustomerSchema } from '../data/customer.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import { HealthService } from './health.service.js';

/**
 * Saving the weights and thresholds: the active clients' scores are computed again with them at
 * once, so no score lags behind the weights its bars show. They are first marked uncomputed, so that
 * a save whose computation fails halfway leaves them to the next read of the list (which computes
 * the uncomputed ones).
 */
@Injectable()
export class HealthSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly health: HealthService,
  ) {}

  async save(agencyId: string, settings: CustomerSuccessSettings, now = new Date()): Promise<CustomerSuccessSettings> {
    const saved = await this.settings.update(agencyId, settings);
    await forWorkspace(this.em, agencyId).nativeUpdate(CustomerSchema, { status: 'active' }, { computedAt: null });
    await this.health.refresh(agencyId, now);
    return saved;
  }
}
