import { randomUUID } from 'node:crypto';
import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BrandPort, ClientWorkspacesPort, EntitlementsPort, forWorkspace, WorkspaceSchema, AppOrigin } from '@otimiza/sdk/server';
import { SatisfactionSurveysPort, type SurveyLink, type SurveyLinkRequest } from '@otimiza/plugin-customer-success-contract';
import { customerSuccessManifest, type PublicSurvey, type surveyAnswerSchema } from '@otimiza/plugin-customer-success-shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import { AlertsService } from '../alerts/alerts.service.js';
import { csSql, DAY_MS } from '../common/cs-sql.js';
import { surveyNotFound } from '../data/cs-errors.js';
import { CustomerDirectory } from '../customers/customer-directory.js';
import { CustomerSchema, type Customer } from '../data/customer.entity.js';
import { belongsToSites } from '../health/site-match.js';
import { HealthService } from '../health/health.service.js';
import { SurveyAnswerLimits } from './survey-answer-limits.js';
import { SurveySecretService } from './survey-secret.service.js';
import { SurveyResponseSchema } from '../data/survey-response.entity.js';
import { openSurveyToken, sealSurveyToken, type SurveyClaim } from './survey-token.js';

type Answer = z.output<typeof surveyAnswerSchema>;

/** How long a link sent by e-mail takes its answer, and a share page's invitation (one opening of the page). */
const EMAILED_LINK_DAYS = 60;
const SHARE_PAGE_INVITATION_DAYS = 7;
/** Health refreshes after an answer, at most, while answers given at the same time keep changing what it read. */
const REFRESH_ATTEMPTS = 5;

/** Who answers through a link: a share page's invitation, or the one person of an e-mailed link. */
export const respondentKeyOf = (claim: SurveyClaim): string => (claim.i ? `${claim.k}:${claim.i}` : claim.k);

/**
 * The NPS question (satisfaction factor): links for the share pages and recurring e-mails
 * of other plugins (SatisfactionSurveysPort) and for the playbooks' survey e-mails, and the public
 * answers through them. A link names the agency and the client sealed in its token, and the
 * invitation: each opening of a share page is one, an e-mailed link is one. An invitation keeps one
 * answer (answering again replaces it), so the satisfaction is computed from distinct respondents;
 * answers are capped per invitation, per client address and per share page (SurveyAnswerLimits).
 * The answer keeps no address or cookie of whoever gave it, changes the client's satisfaction at
 * once and, from a detractor, opens the client's detractor alert unless one is open.
 */
@Injectable()
export class SurveysService extends SatisfactionSurveysPort {
  constructor(
    private readonly em: EntityManager,
    private readonly secret: SurveySecretService,
    private readonly clients: ClientWorkspacesPort,
    private readonly entitlements: EntitlementsPort,
    private readonly limits: SurveyAnswerLimits,
    private readonly origin: AppOrigin,
    private readonly health: HealthService,
    private readonly alerts: AlertsService,
    private readonly directory: CustomerDirectory,
    @Optional() private readonly brands?: BrandPort,
  ) {
    super();
  }

  async surveyFor(workspaceId: string, request: SurveyLinkRequest, now = new Date()): Promise<SurveyLink | null> {
    const found = await this.customerFor(workspaceId, request);
    if (!found) return null;
    if (request.source === 'share-page') {
      // Every call is one opening of the page: a new invitation.
      const claim = { w: found.agencyId, c: found.customer.id, s: request.source, k: `share:${request.key}`.slice(0, 200), i: randomUUID() };
      return this.link({ ...claim, e: now.getTime() + SHARE_PAGE_INVITATION_DAYS * DAY_MS });
    }
    return this.link({
      w: found.agencyId,
      c: found.customer.id,
      s: request.source,
      k: `${request.source}:${request.key}`.slice(0, 200),
      e: now.getTime() + EMAILED_LINK_DAYS * DAY_MS,
    });
  }

  /**
   * A share link was made: its client is found, or made by the directory's sync for a client
   * workspace nobody of the agency opened Customer Success for yet, so the page asks its question
   * from its first opening. Each opening still gets its own invitation (`surveyFor`).
   */
  async prepare(workspaceId: string, request: SurveyLinkRequest): Promise<boolean> {
    return (await this.customerFor(workspaceId, request)) !== null;
  }

  /** A playbook's survey e-mail: one answer per execution. */
  async playbookLink(agencyId: string, customerId: string, executionId: string, now = new Date()): Promise<SurveyLink> {
    return this.link({ w: agencyId, c: customerId, s: 'playbook', k: `playbook:${executionId}`, e: now.getTime() + EMAILED_LINK_DAYS * DAY_MS });
  }

  async publicView(token: string): Promise<PublicSurvey> {
    const { claim, customer } = await this.open(token);
    const answered = (await forWorkspace(this.em, claim.w).count(SurveyResponseSchema, { customer: customer.id, linkKey: respondentKeyOf(claim) })) > 0;
    return { askedBy: await this.askedBy(claim.w), answered };
  }

  /** `ip`: the client address (Express's `request.ip`), for its cap only. */
  async answer(token: string, answer: Answer, ip: string | undefined, now = new Date()): Promise<{ recorded: true }> {
    const { claim, customer } = await this.open(token);
    const respondent = respondentKeyOf(claim);
    await this.limits.admit(claim, respondent, ip);
    const id = randomUUID();
    const row = {
      id,
      workspace_id: claim.w,
      customer_id: customer.id,
      source: claim.s,
      link_key: respondent,
      nps_score: answer.score,
      csat_score: answer.csat ?? null,
      comment: answer.comment,
      created_at: now,
      updated_at: now,
    };
    await csSql(this.em.fork())
      .insertInto('customer_success_survey_response')
      .values(row)
      // An invitation keeps one answer: answering again replaces it.
      .onConflict((conflict) =>
        conflict
          .columns(['workspace_id', 'link_key'])
          .doUpdateSet({ nps_score: answer.score, csat_score: answer.csat ?? null, comment: answer.comment, updated_at: now }),
      )
      .execute();
    await this.refreshSettled(claim.w, customer.id, now);
    await this.alerts.afterAnswer(claim.w, customer, { score: answer.score, comment: answer.comment }, now);
    return { recorded: true };
  }

  /**
   * Refreshes the client's health until no answer changed while it was computed. Answers given at
   * once refresh at once: one that read the answers before another's was stored may write last, so
   * each refresh compares the version of the client's answers (their count and row versions) before
   * and after, and computes again when it moved. The moment is never before the refresh itself, so
   * an answer stored a moment later than this one is counted too.
   */
  private async refreshSettled(agencyId: string, customerId: string, now: Date): Promise<void> {
    for (let attempt = 0; attempt < REFRESH_ATTEMPTS; attempt += 1) {
      const before = await this.answersVersion(agencyId, customerId);
      await this.health.refresh(agencyId, new Date(Math.max(now.getTime(), Date.now())), [customerId]);
      if ((await this.answersVersion(agencyId, customerId)) === before) return;
    }
  }

  private async answersVersion(agencyId: string, customerId: string): Promise<string> {
    const row = await csSql(this.em.fork())
      .selectFrom('customer_success_survey_response')
      // xmin: the transaction that wrote the row's current version, so a replaced answer changes it too.
      .select(sql<string>`count(*) || ':' || coalesce(sum(xmin::text::bigint), 0)`.as('version'))
      .where('workspace_id', '=', agencyId)
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return row.version;
  }

  private async link(claim: SurveyClaim): Promise<SurveyLink> {
    const token = sealSurveyToken(await this.secret.surveyKey(), claim);
    return { pageUrl: this.origin.absolute(`/nps/${token}`), answerPath: `/api/cs/public/surveys/${token}` };
  }

  /** The link's client, while it is still a client of an agency that uses customer success; else 404. */
  private async open(token: string): Promise<{ claim: SurveyClaim; customer: Customer }> {
    const claim = openSurveyToken(await this.secret.surveyKey(), token);
    // A share page's link from before invitations named all its visitors at once: the page gives a new one when opened again.
    if (!claim || (claim.s === 'share-page' && !claim.i)) throw surveyNotFound();
    const customer = await forWorkspace(this.em, claim.w).findOne(CustomerSchema, { id: claim.c, status: 'active' });
    if (!customer || !(await this.entitlements.pluginInUse(claim.w, customerSuccessManifest.id))) throw surveyNotFound();
    return { claim, customer };
  }

  /**
   * The client a workspace's work is for: the workspace itself when it is a client workspace of an
   * agency using customer success; else, in a workspace using it, the client added by hand whose
   * sites hold the audited page, or whose e-mail the link goes to.
   */
  private async customerFor(workspaceId: string, request: SurveyLinkRequest): Promise<{ agencyId: string; customer: Customer } | null> {
    const reseller = await this.clients.resellerOf(workspaceId);
    if (reseller) {
      if (!(await this.entitlements.pluginInUse(reseller, customerSuccessManifest.id))) return null;
      const clientCustomer = () => forWorkspace(this.em, reseller).findOne(CustomerSchema, { clientWorkspace: workspaceId, status: 'active' });
      // A client's customer row is made by the directory's sync, which otherwise runs only when the
      // agency opens Customer Success (or at the nightly snapshot): made here, a share page or
      // report e-mail of a new client asks its question from the start.
      let customer = await clientCustomer();
      if (!customer) {
        await this.directory.sync(reseller);
        customer = await clientCustomer();
      }
      return customer ? { agencyId: reseller, customer } : null;
    }
    if (!(await this.entitlements.pluginInUse(workspaceId, customerSuccessManifest.id))) return null;
    const manual = await forWorkspace(this.em, workspaceId).find(
      CustomerSchema,
      { kind: 'manual', status: 'active' },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const email = request.recipientEmail?.toLowerCase();
    const customer =
      (request.url ? manual.find((entry) => belongsToSites(request.url!, entry.sites)) : undefined) ??
      (email ? manual.find((entry) => entry.email.toLowerCase() === email) : undefined);
    return customer ? { agencyId: workspaceId, customer } : null;
  }

  private async askedBy(agencyId: string): Promise<string> {
    const brand = await this.brands?.brandOfWorkspace(agencyId).catch(() => null);
    if (brand?.name) return brand.name;
    const workspace = await this.em.fork().findOne(WorkspaceSchema, { id: agencyId }, { fields: ['name'] });
    return workspace?.name ?? '';
  }
}
