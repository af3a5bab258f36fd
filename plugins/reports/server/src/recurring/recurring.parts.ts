import { RecurringMetricsSubscriber } from './recurring-metrics.subscriber.js';
import { RecurringReportsController } from './recurring-reports.controller.js';
import { RecurringReportsService } from './recurring-reports.service.js';
import { RecurringRunProcessor } from './recurring-run.processor.js';
import { RecurringScheduler } from './recurring-scheduler.js';
import { ReportsClock } from './reports-clock.js';

export const recurringControllers = [RecurringReportsController];
export const recurringProviders = [RecurringReportsService, RecurringScheduler, RecurringRunProcessor, ReportsClock, RecurringMetricsSubscriber];
