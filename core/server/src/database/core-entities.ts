import { accountEntities } from '../accounts/accounts.entities.js';
import { AiUsageSchema } from '../ai/ai-usage.entity.js';
import { InstanceSchema } from '../instance/instance.entity.js';
import { ServiceStatusSchema } from '../service-status/service-status.entity.js';

/** Every entity of the core's own tables (`core_*`); the plugins bring theirs through `defineServerPlugin`. */
export const coreEntities: readonly unknown[] = [InstanceSchema, ...accountEntities, AiUsageSchema, ServiceStatusSchema];
