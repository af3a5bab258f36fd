import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ServiceStatusPort, type ExternalService } from '@otimiza/sdk/server';
import { PinoLogger } from 'nestjs-pino';
import { redactSecrets } from './redact-secrets.js';

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
    await this.write(service, `insert into core_service_status (service, last_success_at) values (?, now())
       on conflict (service) do update set last_success_at = now()`, [service]);
  }

  async recordError(service: ExternalService, error: unknown): Promise<void> {
    const message = redactSecrets(error instanceof Error ? error.message : String(error)).slice(0, 300);
    await this.write(service, `insert into core_service_status (service, last_error, last_error_at) values (?, ?, now())
       on conflict (service) do update set last_error = excluded.last_error, last_error_at = now()`, [service, message]);
  }

  async read(): Promise<Map<ExternalService, StoredServiceStatus>> {
    const rows = await this.em.getConnection().execute<{ service: ExternalService; last_success_at: Date | null; last_error: string | null; last_error_at: Date | null }[]>(
      'select service, last_success_at, last_error, last_error_at from core_service_status',
    );
    return new Map(
      rows.map((row) => [
        row.service,
        {
          lastSuccessAt: row.last_success_at ? new Date(row.last_success_at) : null,
          lastError: row.last_error && row.last_error_at ? { message: row.last_error, at: new Date(row.last_error_at) } : null,
        },
      ]),
    );
  }

  /** Reporting health must never break the call that reports it. */
  private async write(service: ExternalService, sql: string, params: unknown[]): Promise<void> {
    try {
      await this.em.getConnection().execute(sql, params);
    } catch (error) {
      this.logger.warn({ err: error, service }, 'could not record the service status');
    }
  }
}
