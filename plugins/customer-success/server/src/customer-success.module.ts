import { Module } from '@nestjs/common';
import { AppOrigin } from '@otimiza/sdk/server';
import { CustomerRecordsPort, SatisfactionSurveysPort } from '@otimiza/plugin-customer-success-contract';
import { AlertsController } from './alerts/alerts.controller.js';
import { AlertsService } from './alerts/alerts.service.js';
import { ChurnModelReader } from './churn/churn-model.reader.js';
import { ChurnModelService } from './churn/churn-model.service.js';
import { WorkspaceMembers } from './common/workspace-members.js';
import { CustomerDirectory } from './customers/customer-directory.js';
import { CustomerRecordsAdapter } from './customers/customer-records.adapter.js';
import { CustomersController } from './customers/customers.controller.js';
import { CustomersService } from './customers/customers.service.js';
import { HealthReportsService } from './health-reports/health-reports.service.js';
import { HealthScheduler } from './health/health-scheduler.js';
import { HealthSettingsService } from './health/health-settings.service.js';
import { HealthSignalsReader } from './health/health-signals.reader.js';
import { HealthSnapshotter } from './health/health-snapshotter.js';
import { HealthService } from './health/health.service.js';
import { CsmDashboardsService } from './overview/csm-dashboards.service.js';
import { InsightsService } from './overview/insights.service.js';
import { OverviewController } from './overview/overview.controller.js';
import { OverviewData } from './overview/overview-data.js';
import { SystemService } from './overview/system.service.js';
import { ExecutionSteps } from './playbooks/execution-steps.js';
import { PlaybookRunner } from './playbooks/playbook-runner.js';
import { PlaybooksController } from './playbooks/playbooks.controller.js';
import { PlaybooksService } from './playbooks/playbooks.service.js';
import { SettingsService } from './settings/settings.service.js';
import { PublicSurveysController } from './surveys/public-surveys.controller.js';
import { SurveyAnswerLimits } from './surveys/survey-answer-limits.js';
import { SurveySecretService } from './surveys/survey-secret.service.js';
import { SurveysService } from './surveys/surveys.service.js';
import { TasksController } from './tasks/tasks.controller.js';
import { TasksService } from './tasks/tasks.service.js';
import { CustomerSuccessAccountDataExporter } from './account-data/customer-success-account-data.exporter.js';

/**
 * Customer success: an agency's clients, their health, alerts, playbooks, churn model and surveys.
 * The host guards every route with the manifest's feature.
 * Its SatisfactionSurveysPort and CustomerRecordsPort reach the reports and BI plugins through the host's plugins module.
 */
@Module({
  controllers: [CustomersController, PlaybooksController, OverviewController, TasksController, AlertsController, PublicSurveysController],
  providers: [
    CustomerSuccessAccountDataExporter,
    AppOrigin,
    WorkspaceMembers,
    SettingsService,
    // Clients and their health.
    CustomerDirectory,
    CustomersService,
    // Business intelligence's view of the clients and their NPS answers.
    CustomerRecordsAdapter,
    { provide: CustomerRecordsPort, useExisting: CustomerRecordsAdapter },
    HealthSignalsReader,
    HealthService,
    HealthSettingsService,
    HealthSnapshotter,
    HealthScheduler,
    AlertsService,
    ChurnModelService,
    ChurnModelReader,
    // Surveys: this plugin's answer to the other plugins' share pages and e-mails.
    SurveySecretService,
    SurveyAnswerLimits,
    SurveysService,
    { provide: SatisfactionSurveysPort, useExisting: SurveysService },
    // Playbooks and the CSMs' tasks.
    PlaybooksService,
    PlaybookRunner,
    ExecutionSteps,
    TasksService,
    // Figures.
    OverviewData,
    SystemService,
    CsmDashboardsService,
    InsightsService,
    HealthReportsService,
  ],
  exports: [SatisfactionSurveysPort, CustomerRecordsPort],
})
export class CustomerSuccessModule {}
