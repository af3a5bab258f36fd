import { Injectable } from '@nestjs/common';
import type { ChurnModelView } from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import { HealthService } from '../health/health.service.js';
import { ChurnModelService } from './churn-model.service.js';

/** The Churn Model tab: the model calibrated if its clients changed, the clients' probabilities from it, then its figures. */
@Injectable()
export class ChurnModelReader {
  constructor(
    private readonly churn: ChurnModelService,
    private readonly health: HealthService,
  ) {}

  async read(agencyId: string, language: Language, now = new Date()): Promise<ChurnModelView> {
    await this.churn.calibrate(agencyId, now);
    await this.health.refresh(agencyId, now);
    return this.churn.view(agencyId, language, now);
  }
}
