import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, LockMode, type InferKyselyDB } from '@mikro-orm/postgresql';
import { ApiError, forWorkspace, MetricStorePort, RateLimitPort, rateLimitError, type MetricSample } from '@otimiza/sdk/server';
import { MAX_SHARE_VIEW_SECONDS, SHARE_BOUNCE_SECONDS, type ShareAnalytics, type ShareEvent, type ShareSection } from '@otimiza/plugin-reports-shared';
import type { SharedReport } from '../data/shared-report.entity.js';
import { ShareViewSchema } from '../data/share-view.entity.js';

/** Beacons one page load may send: a heartbeat a minute, leaves, downloads and shares, with room to spare. */
const EVENTS_PER_VIEW = { points: 120, windowSeconds: 3600 };
/** And all the visitors of one report together. */
const EVENTS_PER_REPORT = { points: 3000, windowSeconds: 60 };
/** A beacon may claim the seconds since the view began and this margin (clocks, the request's own time). */
const CLOCK_MARGIN_SECONDS = 2;

const tooManyEvents = { pt: 'Muitos registros desta página. Tente novamente mais tarde.', en: 'Too many records from this page. Please try again later.' };
const viewNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Visualização não encontrada.', en: 'View not found.' });

/**
 * Share-page analytics: a visit of a shared report by someone outside its
 * workspace is one row (`reports_share_view`, a random id, nothing about the visitor) and the
 * page's beacons add to it — seconds in view (never more than the time since the visit began),
 * interaction, downloads, shares, sections seen, and a bounce when the page is left within 10 s
 * without interaction. The metric store gets the same figures per day, with the shared report's
 * id as the dimension (`share.*`; sections as `share.section-views` by section), for the visual
 * reports; the owner's list reads the rows.
 */
@Injectable()
export class ShareAnalyticsService {
  private readonly log = new Logger('ShareAnalytics');

  constructor(
    private readonly em: EntityManager,
    private readonly store: MetricStorePort,
    private readonly rateLimits: RateLimitPort,
  ) {}

  /** A visit of a report by a non-member: its row and one `share.views`; answers the view's id for the page's beacons. */
  async startView(report: SharedReport): Promise<string> {
    const workspaceId = report.workspace.id;
    const em = forWorkspace(this.em, workspaceId);
    const view = em.create(ShareViewSchema, { workspace: workspaceId, report: report.id });
    await em.flush();
    await this.record(workspaceId, [
      { workspaceId, metric: 'share.views', value: 1, dimension: report.id, at: view.createdAt, sourceKey: `share-view:${view.id}` },
    ]);
    return view.id;
  }

  /** A beacon of the page: 404 for a view that is not this report's, 429 past the limits. */
  async event(report: SharedReport, event: ShareEvent): Promise<void> {
    for (const [key, rule] of [
      [`reports:share-events:view:${event.viewId}`, EVENTS_PER_VIEW],
      [`reports:share-events:report:${report.id}`, EVENTS_PER_REPORT],
    ] as const) {
      const decision = await this.rateLimits.consume(key, rule);
      if (!decision.allowed) throw rateLimitError(decision, tooManyEvents);
    }
    const workspaceId = report.workspace.id;
    const samples = await forWorkspace(this.em, workspaceId).transactional(async (em) => {
      // The row is locked: two beacons of one page (a leave and a download) add up instead of overwriting each other.
      const view = await em.findOne(ShareViewSchema, { id: event.viewId, report: report.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!view) throw viewNotFound();
      const now = new Date();
      const dimension = report.id;
      const out: MetricSample[] = [];
      if (event.type === 'download' || event.type === 'share') {
        const count = event.type === 'download' ? (view.downloads += 1) : (view.shares += 1);
        view.interacted = true;
        out.push({
          workspaceId,
          metric: event.type === 'download' ? 'share.downloads' : 'share.shares',
          value: 1,
          dimension,
          at: now,
          sourceKey: `share-${event.type}:${view.id}:${count}`,
        });
      } else {
        const elapsed = Math.ceil((now.getTime() - view.createdAt.getTime()) / 1000) + CLOCK_MARGIN_SECONDS;
        const seconds = Math.min(event.seconds ?? 0, elapsed, MAX_SHARE_VIEW_SECONDS);
        if (seconds > view.seconds) {
          out.push({
            workspaceId,
            metric: 'share.time-spent',
            value: seconds - view.seconds,
            dimension,
            at: now,
            sourceKey: `share-time:${view.id}:${seconds}`,
          });
          view.seconds = seconds;
        }
        view.interacted ||= event.interacted === true;
        const seen = new Set<ShareSection>(view.sections);
        const fresh = [...new Set(event.sections ?? [])].filter((section) => !seen.has(section));
        for (const section of fresh)
          out.push({ workspaceId, metric: 'share.section-views', value: 1, dimension: section, at: now, sourceKey: `share-section:${view.id}:${section}` });
        if (fresh.length > 0) view.sections = [...view.sections, ...fresh];
        // The first time the page says it is being left decides the bounce: within 10 s, without touching it.
        if (event.leaving && !view.leftAt) {
          view.leftAt = now;
          if (!view.interacted && view.seconds < SHARE_BOUNCE_SECONDS) {
            view.bounced = true;
            out.push({ workspaceId, metric: 'share.bounces', value: 1, dimension, at: now, sourceKey: `share-bounce:${view.id}` });
          }
        }
      }
      return out;
    });
    await this.record(workspaceId, samples);
  }

  /** Each of the workspace's reports' figures, from its visits' rows (reports without visits are absent). */
  async figures(workspaceId: string, reportIds?: readonly string[]): Promise<Map<string, ShareAnalytics>> {
    if (reportIds?.length === 0) return new Map();
    const rows = await this.em
      .fork()
      .getKysely<InferKyselyDB<typeof ShareViewSchema>>()
      .selectFrom('reports_share_view')
      .where('workspace_id', '=', workspaceId)
      .$if(reportIds !== undefined, (query) => query.where('report_id', 'in', [...reportIds!]))
      .groupBy('report_id')
      .select((eb) => [
        'report_id',
        eb.fn.countAll<string>().as('views'),
        eb.fn.sum<string>('downloads').as('downloads'),
        eb.fn.sum<string>('shares').as('shares'),
        eb.fn.sum<string>('seconds').as('seconds'),
        eb.fn.countAll<string>().filterWhere('bounced', '=', true).as('bounces'),
      ])
      .execute();
    return new Map(
      rows.map((row) => {
        const views = Number(row.views);
        return [
          row.report_id,
          {
            views,
            downloads: Number(row.downloads),
            shares: Number(row.shares),
            avgTimeSpent: views > 0 ? Math.round((Number(row.seconds) / views) * 10) / 10 : null,
            bounceRate: views > 0 ? Math.round((Number(row.bounces) / views) * 1000) / 10 : null,
          },
        ];
      }),
    );
  }

  /** The row is the record of the visit; a store that fails loses the day's figure, not the visit, and never fails the page. */
  private async record(workspaceId: string, samples: MetricSample[]): Promise<void> {
    if (samples.length === 0) return;
    await this.store
      .record(samples)
      .catch((error: unknown) => this.log.warn(`share-page figures of workspace ${workspaceId} not stored: ${(error as Error).message}`));
  }
}
