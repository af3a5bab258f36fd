import { AlertSchema } from './alert.entity.js';
import { ChurnModelSchema } from './churn-model.entity.js';
import { CustomerSchema } from './customer.entity.js';
import { HealthReportSchema } from './health-report.entity.js';
import { HealthSnapshotSchema } from './health-snapshot.entity.js';
import { SnapshotRunSchema } from './snapshot-run.entity.js';
import { PlaybookExecutionSchema } from './playbook-execution.entity.js';
import { PlaybookSchema } from './playbook.entity.js';
import { SettingsSchema } from './settings.entity.js';
import { SurveySecretSchema } from './instance-secret.entity.js';
import { SurveyResponseSchema } from './survey-response.entity.js';
import { TaskSchema } from './task.entity.js';

/** Every table of the plugin (`customer_success_*`). */
export const customerSuccessEntities = [
  CustomerSchema,
  HealthSnapshotSchema,
  SnapshotRunSchema,
  AlertSchema,
  SurveyResponseSchema,
  SurveySecretSchema,
  PlaybookSchema,
  PlaybookExecutionSchema,
  TaskSchema,
  HealthReportSchema,
  SettingsSchema,
  ChurnModelSchema,
] as const;
