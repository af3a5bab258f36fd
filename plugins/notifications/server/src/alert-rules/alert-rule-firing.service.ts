import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { AnalysisPort, EntitlementsPort, forWorkspace, type analysisCompleted, type PublishedEvent } from '@otimiza/sdk/server';
import { comparableKeyOf } from '@otimiza/sdk/shared';
import { notificationsManifest } from '@otimiza/plugin-notifications-shared';
import { notificationsSql } from '../analytics/notifications-sql.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import {
  comparableGroups,
  evaluateRule,
  isEventDriven,
  isTimeBased,
  longestWindowMs,
  mergeAudits,
  snapshotOf,
  type AuditSnapshot,
  type ConditionReading,
  type EvaluationContext,
} from './alert-rule-evaluator.js';
import { firingTexts, notificationTypeOf, recommendedActionsFor } from './alert-rule-messages.js';
import { AlertRuleSchema, type AlertRuleRow } from '../data/alert-rule.entity.js';

export type AnalysisCompletedPayload = NonNullable<(typeof analysisCompleted)['__payload']>;

/** How many of a workspace's recently audited URLs a scheduled check of a rule without a URL reads. */
const RECENT_ANALYSES = 200;

/**
 * Evaluates a workspace's alert rules and fires them.
 *
 * Firing is one conditional UPDATE — `trigger_count + 1, last_triggered = now()` only where the
 * rule is active and its cooldown has passed — so among any number of concurrent evaluations
 * (replicas, retries, a burst of audits) exactly one fires within a cooldown. The winner then asks
 * the notification centre to notify with the source key `rule:<id>:<lastTriggered ISO>`; if that
 * fails, the delivery is retried and, finding the rule fired by that same event or check
 * (`fired_by`), completes the notification (idempotent per member) instead of losing it to the cooldown.
 *
 * Recipients: the workspace's owners and admins — those who write its rules and act on its sites'
 * regressions; each one's preferences (the seo_alert and performance_issue flags, channels, quiet
 * hours) decide what reaches them.
 */
@Injectable()
export class AlertRuleFiring {
  private readonly log = new Logger('AlertRules');

  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
    private readonly entitlements: EntitlementsPort,
    /** Absent when the analysis plugin is not mounted: events still carry the audit's own values. */
    @Optional() @Inject(AnalysisPort) private readonly analyses: AnalysisPort | null,
  ) {}

  /** A workspace whose plan lost the feature (or that switched the plugin off) keeps its rules, and they stay quiet. */
  private async inUse(workspaceId: string): Promise<boolean> {
    const features = await this.entitlements.featuresOf(workspaceId);
    if (notificationsManifest.requiredFeature && !features.has(notificationsManifest.requiredFeature)) return false;
    return this.entitlements.pluginInUse(workspaceId, notificationsManifest.id);
  }

  /** `analysis.completed`: the workspace's active rules for that URL (or any URL) read the audit; answers how many fired. */
  async onAnalysisCompleted(event: PublishedEvent<AnalysisCompletedPayload>): Promise<number> {
    const workspaceId = event.workspaceId;
    if (!workspaceId || !(await this.inUse(workspaceId))) return 0;
    const payload = event.payload;
    const now = new Date(event.occurredAt);
    const rules = (
      await forWorkspace(this.em, workspaceId).find(
        AlertRuleSchema,
        { isActive: true, $or: [{ url: null }, { url: payload.url }] },
        { orderBy: { createdAt: 'asc' } },
      )
    ).filter((rule) => isEventDriven(rule.conditions));
    if (rules.length === 0) return 0;

    const comparable = comparableKeyOf({ url: payload.url, strategy: payload.strategy, auditRuns: payload.auditRuns });
    const current: AuditSnapshot = {
      comparable,
      id: payload.analysisId,
      at: now,
      scores: payload.scores,
      lcpMs: payload.vitals.lcpMs,
      cls: payload.vitals.cls,
      tbtMs: payload.vitals.tbtMs,
      failingAudits: payload.failingAudits,
    };
    const previous: AuditSnapshot[] = payload.previous
      ? [
          {
            // The event's previous audit is one of the same strategy and run count.
            comparable,
            id: payload.previous.analysisId,
            at: new Date(payload.previous.completedAt),
            scores: payload.previous.scores,
            lcpMs: null,
            cls: null,
            tbtMs: null,
            failingAudits: null,
          },
        ]
      : [];
    let fired = 0;
    for (const rule of rules) {
      const windowed = longestWindowMs(rule.conditions);
      // The event's own values first; the stored audits of the window (the analysis plugin's) complete them.
      const stored = windowed > 0 ? await this.auditsOf(workspaceId, payload.url, now, windowed) : [];
      // Only the audits that compare with this one: a desktop run never reads as this mobile run's drop.
      const audits = mergeAudits(previous, [current], stored).filter((audit) => audit.comparable === comparable);
      const context: EvaluationContext = { now, audits, lastAuditAt: current.at };
      if (await this.evaluateAndFire(workspaceId, rule, payload.url, context, `event:${event.id}`, 'analysis.completed')) fired += 1;
    }
    return fired;
  }

  /**
   * The scheduler's check of one rule: its URL, or each URL the workspace audited recently (the
   * first whose audits meet the conditions fires it). `source` names the check (`schedule:<due ms>`).
   */
  async checkScheduled(workspaceId: string, ruleId: string, source: string, now = new Date()): Promise<boolean> {
    const rule = await forWorkspace(this.em, workspaceId).findOne(AlertRuleSchema, { id: ruleId, isActive: true });
    if (!rule || !(await this.inUse(workspaceId))) return false;
    const workspaceLast = rule.url ? null : await this.workspaceLastAuditAt(workspaceId);
    // Days without audits of the whole workspace say nothing about one URL: read once, naming none.
    const urls = rule.url ? [rule.url] : rule.conditions.every(isTimeBased) ? [] : await this.recentUrls(workspaceId);
    const windowed = longestWindowMs(rule.conditions);
    if (urls.length === 0) return this.evaluateAndFire(workspaceId, rule, null, { now, audits: [], lastAuditAt: workspaceLast }, source, 'alert-rule.schedule');
    for (const url of urls) {
      const audits = await this.auditsOf(workspaceId, url, now, windowed);
      const lastAuditAt = rule.url ? (audits.at(-1)?.at ?? null) : workspaceLast;
      // Each strategy (and run count) of the URL on its own: its audits compare only with each other.
      const groups = audits.length ? comparableGroups(audits) : [[]];
      for (const group of groups) {
        if (await this.evaluateAndFire(workspaceId, rule, url, { now, audits: group, lastAuditAt }, source, 'alert-rule.schedule')) return true;
      }
    }
    return false;
  }

  private async evaluateAndFire(
    workspaceId: string,
    rule: AlertRuleRow,
    url: string | null,
    context: EvaluationContext,
    source: string,
    eventName: string,
  ): Promise<boolean> {
    const evaluation = evaluateRule(rule.conditions, context);
    if (!evaluation.holds) return false;
    return this.fire(workspaceId, rule, source, url, evaluation.readings, eventName);
  }

  /**
   * Fires the rule when its cooldown allows (one conditional UPDATE decides among concurrent
   * evaluations), then notifies. Answers whether this call fired it.
   */
  async fire(
    workspaceId: string,
    rule: AlertRuleRow,
    source: string,
    url: string | null,
    readings: readonly ConditionReading[],
    eventName: string,
  ): Promise<boolean> {
    let firedAt: Date;
    if (rule.firedBy === source && rule.lastTriggered) {
      // A retry of the evaluation that fired it: finish its notification (the source key makes it once per member).
      firedAt = rule.lastTriggered;
    } else {
      const won = await notificationsSql(this.em)
        .updateTable('notifications_alert_rule')
        .set((eb) => ({ trigger_count: eb('trigger_count', '+', 1), last_triggered: sql<Date>`now()`, fired_by: source }))
        .where('id', '=', rule.id)
        .where('workspace_id', '=', workspaceId)
        .where('is_active', '=', true)
        .where((eb) => eb.or([eb('last_triggered', 'is', null), eb('last_triggered', '<=', sql<Date>`now() - make_interval(mins => cooldown_minutes)`)]))
        .returning('last_triggered')
        .executeTakeFirst();
      if (!won?.last_triggered) return false;
      firedAt = new Date(won.last_triggered);
    }
    const texts = firingTexts(rule.name, url, readings);
    const type = notificationTypeOf(readings[0]!.condition.metric);
    await this.notifications.notify({
      workspaceId,
      userIds: null,
      roles: ['owner', 'admin'],
      sourceKey: `rule:${rule.id}:${firedAt.toISOString()}`,
      type,
      priority: 'high',
      category: type === 'performance_issue' ? 'performance' : 'seo',
      title: texts.title,
      message: texts.message,
      websiteUrl: url,
      recommendedActions: recommendedActionsFor(readings),
      actionRequired: true,
      actionUrl: null,
      eventName,
    });
    this.log.log(`alert rule ${rule.id} fired (${source})`);
    return true;
  }

  /**
   * A URL's audits as the conditions read them, oldest first: those of the longest window (and, for
   * each strategy in it, the comparable one before it, for a score change), and at least the latest
   * two that compare (a 'latest' score change).
   */
  private async auditsOf(workspaceId: string, url: string, now: Date, windowMs: number): Promise<AuditSnapshot[]> {
    if (!this.analyses) return [];
    const analyses = this.analyses;
    const latest = await analyses.latestBefore(workspaceId, url, new Date(now.getTime() + 1));
    if (!latest) return [];
    const before = await analyses.latestBefore(workspaceId, url, new Date(latest.createdAt), latest);
    const lists: AuditSnapshot[][] = [[latest, ...(before ? [before] : [])].map(snapshotOf)];
    if (windowMs > 0) {
      const since = new Date(now.getTime() - windowMs);
      const inWindow = await analyses.historyOf(workspaceId, url, since);
      const firstOfEachKind = [...new Map(inWindow.map((record) => [comparableKeyOf(record), record])).values()];
      const beforeWindow = await Promise.all(firstOfEachKind.map((record) => analyses.latestBefore(workspaceId, url, since, record)));
      lists.push([...beforeWindow.filter((record) => record !== null), ...inWindow].map(snapshotOf));
    }
    return mergeAudits(...lists);
  }

  private async recentUrls(workspaceId: string): Promise<string[]> {
    if (!this.analyses) return [];
    return [...new Set((await this.analyses.listCompleted(workspaceId, RECENT_ANALYSES)).map((analysis) => analysis.url))];
  }

  /** When the workspace was last audited (any URL); null when never. */
  private async workspaceLastAuditAt(workspaceId: string): Promise<Date | null> {
    if (!this.analyses) return null;
    const [latest] = await this.analyses.listCompleted(workspaceId, 1);
    return latest ? new Date(latest.createdAt) : null;
  }
}
