import { Injectable } from '@nestjs/common';
import { EntityManager, raw, type EntityData } from '@mikro-orm/postgresql';
import { ServiceStatusPort, type ExternalService } from '@otimiza/sdk/server';
import { PinoLogger } from 'nestjs-pino';
import { redactSecrets } from './redact-secrets.js';
import { ServiceStatusSchema, type ServiceStatusRecord } from '../../data/service-status.entity.js';

export interface StoredServiceStatus {
  lastSuccessAt: Date | null;
  lastError: { message: string; at: Date } | null;
}

/** The last success and the last error of each external service, kept in PostgreSQL so every replica and worker reports into one place. */
@Injectable()
export class ServiceStatusService extends ServiceStatusPort {
  constructor(
    private readonly em: EntityManager,
    private readonly logger: PinoLogger,
  ) {
    super();
  }

  async recordSuccess(service: ExternalService): Promise<void> {
    await this.write(service, { service, lastSuccessAt: raw('now()') }, ['lastSuccessAt']);
  }

  async recordError(service: ExternalService, error: unknown): Promise<void> {
    const message = redactSecrets(error instanceof Error ? error.message : String(error)).slice(0, 300);
    await this.write(service, { service, lastError: message, lastErrorAt: raw('now()') }, ['lastError', 'lastErrorAt']);
  }

  async read(): Promise<Map<ExternalService, StoredServiceStatus>> {
    const statuses = await this.em.fork().find(ServiceStatusSchema, {});
    return new Map(
      statuses.map((status) => [
        status.service,
        {
          lastSuccessAt: status.lastSuccessAt ?? null,
          lastError: status.lastError && status.lastErrorAt ? { message: status.lastError, at: status.lastErrorAt } : null,
        },
      ]),
    );
  }

  /** One upsert of the fields given. Reporting health must never break the call that reports it. */
  private async write(
    service: ExternalService,
    values: EntityData<ServiceStatusRecord>,
    changed: ('lastSuccessAt' | 'lastError' | 'lastErrorAt')[],
  ): Promise<void> {
    try {
      await this.em.fork().createQueryBuilder(ServiceStatusSchema).insert(values).onConflict('service').merge(changed).execute();
    } catch (error) {
      this.logger.warn({ err: error, service }, 'could not record the service status');
    }
  }
}
