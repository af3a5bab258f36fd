import { AlertSchema } from './alerts/alert.entity.js';
import { ChurnModelSchema } from './churn/churn-model.entity.js';
import { CustomerSchema } from './customers/customer.entity.js';
import { HealthReportSchema } from './health-reports/health-report.entity.js';
import { HealthSnapshotSchema } from './health/health-snapshot.entity.js';
import { SnapshotRunSchema } from './health/snapshot-run.entity.js';
import { PlaybookExecutionSchema } from './playbooks/playbook-execution.entity.js';
import { PlaybookSchema } from './playbooks/playbook.entity.js';
import { SettingsSchema } from './settings/settings.entity.js';
import { SurveySecretSchema } from './surveys/instance-secret.entity.js';
import { SurveyResponseSchema } from './surveys/survey-response.entity.js';
import { TaskSchema } from './tasks/task.entity.js';

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
