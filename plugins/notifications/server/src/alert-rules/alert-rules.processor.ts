import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventsPort, JobQueue, analysisCompleted } from '@otimiza/sdk/server';
import { alertRuleCheckJob } from './alert-rule-check.job.js';
import { AlertRuleFiring } from './alert-rule-firing.service.js';

/**
 * Where alert rules are evaluated: on every `analysis.completed` of the workspace (a delivery job
 * of the events port, retried on failure), and in the scheduler's `notifications.alert-rule-check` jobs.
 */
@Injectable()
export class AlertRulesProcessor implements OnModuleInit {
  constructor(
    private readonly events: EventsPort,
    private readonly jobs: JobQueue,
    private readonly firing: AlertRuleFiring,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(analysisCompleted, 'notifications.alert-rules', async (event) => {
      // A site audit's pages are judged by the site's own event, not one alert per page.
      if (event.payload.batchId) return;
      await this.firing.onAnalysisCompleted(event);
    });
    this.jobs.process(alertRuleCheckJob, (payload) => this.firing.checkScheduled(payload.workspaceId, payload.ruleId, `schedule:${payload.dueAt}`), {
      concurrency: 4,
    });
  }
}
