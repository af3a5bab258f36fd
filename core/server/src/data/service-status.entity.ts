import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { ExternalService } from '@otimiza/sdk/server';

/** The last success and the last error of one external service, for every replica and worker alike. */
export const ServiceStatusSchema = defineEntity({
  name: 'CoreServiceStatus',
  tableName: 'core_service_status',
  properties: {
    service: p.text().$type<ExternalService>().primary().check("service in ('openai','stripe','sendgrid','pagespeed')"),
    lastSuccessAt: p.datetime().fieldName('last_success_at').nullable(),
    lastError: p.text().fieldName('last_error').nullable(),
    lastErrorAt: p.datetime().fieldName('last_error_at').nullable(),
  },
});
export type ServiceStatusRecord = InferEntity<typeof ServiceStatusSchema>;
