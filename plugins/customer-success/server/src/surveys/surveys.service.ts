import { randomUUID } from 'node:crypto';
import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  BrandPort,
  ClientWorkspacesPort,
  EntitlementsPort,
  forWorkspace,
  RateLimitPort,
  rateLimitError,
  SatisfactionSurveysPort,
  WorkspaceSchema,
  type SurveyLink,
  type SurveyLinkRequest,
} from '@otimiza/sdk/server';
import { customerSuccessManifest, type PublicSurvey, type surveyAnswerSchema } from '@otimiza/plugin-customer-success-shared';
import type { z } from 'zod';
import { AlertsService } from '../alerts/alerts.service.js';
import { AppOrigin } from '../common/app-origin.js';
import { csSql, DAY_MS } from '../common/cs-sql.js';
import { surveyNotFound } from '../common/cs-errors.js';
import { CustomerSchema, type Customer } from '../customers/customer.entity.js';
import { belongsToSites } from '../health/site-match.js';
import { HealthService } from '../health/health.service.js';
import { SurveySecretService } from './survey-secret.service.js';
import { SurveyResponseSchema } from './survey-response.entity.js';
import { openSurveyToken, sealSurveyToken, type SurveyClaim } from './survey-token.js';

type Answer = z.output<typeof surveyAnswerSchema>;

/** How long a link sent by e-mail takes its answer. */
const EMAILED_LINK_DAYS = 60;
/** Answers a link takes in an hour: a share page's many visitors, an e-mailed link's one person changing their mind. */
const SHARE_PAGE_ANSWERS_PER_HOUR = 30;
const EMAILED_ANSWERS_PER_HOUR = 10;

/**
 * The NPS question (spec 001, satisfaction factor): links for the share pages and recurring e-mails
 * of other plugins (SatisfactionSurveysPort) and for the playbooks' survey e-mails, and the public
 * answers through them. A link names the agency and the client sealed in its token; the answer
 * keeps no address or cookie of whoever gave it, changes the client's satisfaction at once and, from
 * a detractor, opens an alert.
 */
@Injectable()
export class SurveysService extends SatisfactionSurveysPort {
  constructor(
    private readonly em: EntityManager,
    private readonly secret: SurveySecretService,
    private readonly clients: ClientWorkspacesPort,
    private readonly entitlements: EntitlementsPort,
    private readonly rateLimits: RateLimitPort,
    private readonly origin: AppOrigin,
    private readonly health: HealthService,
    private readonly alerts: AlertsService,
    @Optional() private readonly brands?: BrandPort,
  ) {
    super();
  }

  async surveyFor(workspaceId: string, request: SurveyLinkRequest, now = new Date()): Promise<SurveyLink | null> {
    const found = await this.customerFor(workspaceId, request);
    if (!found) return null;
    const shared = request.source === 'share-page';
    return this.link({
      w: found.agencyId,
      c: found.customer.id,
      s: request.source,
      k: shared ? `share:${request.key}` : `${request.source}:${request.key}`.slice(0, 200),
      e: shared ? 0 : now.getTime() + EMAILED_LINK_DAYS * DAY_MS,
    });
  }

  /** A playbook's survey e-mail: one answer per execution. */
  async playbookLink(agencyId: string, customerId: string, executionId: string, now = new Date()): Promise<SurveyLink> {
    return this.link({ w: agencyId, c: customerId, s: 'playbook', k: `playbook:${executionId}`, e: now.getTime() + EMAILED_LINK_DAYS * DAY_MS });
  }

  async publicView(token: string): Promise<PublicSurvey> {
    const { claim, customer } = await this.open(token);
    const answered =
      claim.s === 'share-page' ? false : (await forWorkspace(this.em, claim.w).count(SurveyResponseSchema, { customer: customer.id, linkKey: claim.k })) > 0;
    return { askedBy: await this.askedBy(claim.w), answered };
  }

  async answer(token: string, answer: Answer, now = new Date()): Promise<{ recorded: true }> {
    const { claim, customer } = await this.open(token);
    const shared = claim.s === 'share-page';
    const decision = await this.rateLimits.consume(`cs:survey:${claim.c}:${claim.k}`, {
      points: shared ? SHARE_PAGE_ANSWERS_PER_HOUR : EMAILED_ANSWERS_PER_HOUR,
      windowSeconds: 3600,
    });
    if (!decision.allowed)
      throw rateLimitError(decision, { pt: 'Muitas respostas por este link. Tente mais tarde.', en: 'Too many answers through this link. Please try later.' });
    const id = randomUUID();
    const row = {
      id,
      workspace_id: claim.w,
      customer_id: customer.id,
      source: claim.s,
      link_key: shared ? null : claim.k,
      nps_score: answer.score,
      csat_score: answer.csat ?? null,
      comment: answer.comment,
      created_at: now,
      updated_at: now,
    };
    const stored = await csSql(this.em.fork())
      .insertInto('customer_success_survey_response')
      .values(row)
      // A link sent to one person keeps one answer: answering again replaces it.
      .onConflict((conflict) =>
        conflict
          .columns(['workspace_id', 'link_key'])
          .doUpdateSet({ nps_score: answer.score, csat_score: answer.csat ?? null, comment: answer.comment, updated_at: now }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.health.refresh(claim.w, now, [customer.id]);
    await this.alerts.afterAnswer(claim.w, customer, { id: stored.id, score: answer.score, comment: answer.comment }, now);
    return { recorded: true };
  }

  private async link(claim: SurveyClaim): Promise<SurveyLink> {
    const token = sealSurveyToken(await this.secret.surveyKey(), claim);
    return { pageUrl: this.origin.absolute(`/nps/${token}`), answerPath: `/api/cs/public/surveys/${token}` };
  }

  /** The link's client, while it is still a client of an agency that uses customer success; else 404. */
  private async open(token: string): Promise<{ claim: SurveyClaim; customer: Customer }> {
    const claim = openSurveyToken(await this.secret.surveyKey(), token);
    if (!claim) throw surveyNotFound();
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
      const customer = await forWorkspace(this.em, reseller).findOne(CustomerSchema, { clientWorkspace: workspaceId, status: 'active' });
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
