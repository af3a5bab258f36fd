import { randomUUID } from 'node:crypto';
import { Injectable, Logger, Optional, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AnalysisPort,
  ApiError,
  BrandPort,
  forWorkspace,
  JobDeferredError,
  JobQueue,
  MailPort,
  SharedReportsPort,
  WorkspaceSchema,
  AppOrigin,
} from '@otimiza/sdk/server';
import type { PlaybookAction } from '@otimiza/plugin-customer-success-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { csSql, DAY_MS } from '../common/cs-sql.js';
import { WorkspaceMembers } from '../common/workspace-members.js';
import { CustomerSchema, type Customer } from '../data/customer.entity.js';
import { belongsToSites } from '../health/site-match.js';
import { SurveysService } from '../surveys/surveys.service.js';
import { ExecutionSteps } from './execution-steps.js';
import { PlaybookExecutionSchema, type ExecutionStep, type PlaybookExecution } from '../data/playbook-execution.entity.js';
import { playbookRunJob, reauditJob } from './playbook-run.job.js';
import { PlaybookSchema } from '../data/playbook.entity.js';

/** Sites a re-audit step audits at most, and how long one audit may take. */
const REAUDIT_SITES = 5;
const AUDIT_TIMEOUT_MS = 300_000;

interface StepOutcome {
  status: ExecutionStep['status'];
  detail: LocalizedText;
  refs?: string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * Runs a playbook's execution: each step in order, each recorded with its outcome — the e-mail
 * written to the outbox (MailPort), the CSM's task stored, the re-audit of the client's sites queued
 * (an analysis each, counted against the plan of the workspace it runs in), the NPS survey e-mailed,
 * the latest report shared (SharedReportsPort) and e-mailed. A step that cannot run fails alone. The
 * execution stays running until every step has its outcome (the re-audit's comes from its own job),
 * then fails when a step failed, else completes. A retried run skips the steps already done.
 */
@Injectable()
export class PlaybookRunner implements OnModuleInit {
  private readonly log = new Logger('Playbooks');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly mail: MailPort,
    private readonly analyses: AnalysisPort,
    private readonly steps: ExecutionSteps,
    private readonly surveys: SurveysService,
    private readonly members: WorkspaceMembers,
    private readonly origin: AppOrigin,
    @Optional() private readonly sharedReports?: SharedReportsPort,
    @Optional() private readonly brands?: BrandPort,
  ) {}

  onModuleInit(): void {
    this.jobs.process(playbookRunJob, ({ workspaceId, executionId }) => this.run(workspaceId, executionId));
    this.jobs.process(reauditJob, (payload) => this.reaudit(payload));
  }

  async run(workspaceId: string, executionId: string): Promise<void> {
    const em = forWorkspace(this.em, workspaceId);
    const execution = await em.findOne(PlaybookExecutionSchema, { id: executionId });
    if (!execution || execution.status === 'completed' || execution.status === 'failed') return;
    const playbook = await em.findOne(PlaybookSchema, { id: execution.playbook.id });
    const customer = await em.findOne(CustomerSchema, { id: execution.customer.id });
    await em.nativeUpdate(PlaybookExecutionSchema, { id: executionId }, { status: 'running' });
    for (const [index, step] of execution.steps.entries()) {
      if (step.status !== 'pending') continue;
      const action = playbook?.actions[index];
      const outcome: StepOutcome | null =
        !action || !customer
          ? { status: 'failed', detail: { pt: 'O playbook ou o cliente não existe mais.', en: 'The playbook or the customer no longer exists.' } }
          : await this.runStep(workspaceId, execution, index, action, customer).catch((error: unknown) => {
              this.log.warn({ err: error, executionId, step: index }, 'playbook step failed');
              return { status: 'failed' as const, detail: failureText(error) };
            });
      if (outcome) await this.steps.update(workspaceId, executionId, index, outcome);
    }
    // Each step's write set the state already; this settles a retried run that had nothing left to write.
    await this.steps.settle(workspaceId, executionId);
  }

  /** The step's outcome, or null when the step recorded its own. */
  private async runStep(
    workspaceId: string,
    execution: PlaybookExecution,
    index: number,
    action: PlaybookAction,
    customer: Customer,
  ): Promise<StepOutcome | null> {
    switch (action.type) {
      case 'email': {
        if (!customer.email) return noEmail();
        const fill = await this.filler(workspaceId, customer);
        const id = await this.send(workspaceId, customer.email, fill(action.subject), fill(action.body), []);
        return { status: 'done', detail: { pt: `E-mail enviado para ${customer.email}.`, en: `E-mail sent to ${customer.email}.` }, refs: [id] };
      }
      case 'task': {
        const fill = await this.filler(workspaceId, customer);
        const assignee = customer.csmUserId ?? execution.startedBy ?? null;
        const due = new Date(Date.now() + action.dueInDays * DAY_MS);
        const id = randomUUID();
        const inserted = await csSql(this.em.fork())
          .insertInto('customer_success_task')
          .values({
            id,
            workspace_id: workspaceId,
            customer_id: customer.id,
            execution_id: execution.id,
            source_key: `${execution.id}:${index}`,
            title: fill(action.title),
            kind: action.taskKind,
            assignee_user_id: assignee,
            due_at: due,
            created_at: new Date(),
            updated_at: new Date(),
          })
          .onConflict((conflict) => conflict.column('source_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        return {
          status: 'done',
          detail: { pt: `Tarefa criada: ${fill(action.title)}.`, en: `Task created: ${fill(action.title)}.` },
          refs: [inserted?.id ?? id],
        };
      }
      case 'reaudit': {
        const { workspace, urls } = await this.sitesOf(workspaceId, customer);
        if (!workspace || urls.length === 0)
          return { status: 'skipped', detail: { pt: 'Nenhum site do cliente para auditar.', en: 'No site of the customer to audit.' } };
        // Recorded as queued before the job exists: the job's own record of the audits comes after it.
        await this.steps.update(workspaceId, execution.id, index, {
          status: 'queued',
          detail: {
            pt: `Nova auditoria na fila: ${urls.length} ${urls.length === 1 ? 'site' : 'sites'}.`,
            en: `New audit queued: ${urls.length} ${urls.length === 1 ? 'site' : 'sites'}.`,
          },
          refs: urls,
        });
        await this.jobs.enqueue(
          reauditJob,
          { workspaceId, executionId: execution.id, step: index, analysisWorkspaceId: workspace, urls },
          { jobId: `cs-reaudit-${execution.id}-${index}`, workspaceId, attempts: 1 },
        );
        return null;
      }
      case 'nps-survey': {
        if (!customer.email) return noEmail();
        const link = await this.surveys.playbookLink(workspaceId, customer.id, execution.id);
        const askedBy = await this.senderName(workspaceId);
        const text = `Olá, ${customer.name}!\n\nDe 0 a 10, quanto você recomendaria a ${askedBy} a um amigo ou colega? Leva um clique:\n${link.pageUrl}\n\nObrigado!`;
        const id = await this.send(workspaceId, customer.email, `${customer.name}, sua opinião sobre a ${askedBy}`, text, [link.pageUrl]);
        return { status: 'done', detail: { pt: `Pesquisa NPS enviada para ${customer.email}.`, en: `NPS survey sent to ${customer.email}.` }, refs: [id] };
      }
      case 'share-report': {
        if (!this.sharedReports)
          return { status: 'failed', detail: { pt: 'O plugin de relatórios não está instalado.', en: 'The reports plugin is not installed.' } };
        if (!customer.email) return noEmail();
        const { workspace, latest } = await this.sitesOf(workspaceId, customer);
        if (!workspace || !latest)
          return {
            status: 'failed',
            detail: { pt: 'Nenhuma análise dos sites do cliente para compartilhar.', en: 'No analysis of the customer’s sites to share.' },
          };
        const shared = await this.sharedReports.share(workspace, {
          analysisId: latest.id,
          title: `${customer.name}: ${latest.url}`,
          description: 'Relatório compartilhado pelo playbook de customer success.',
          isPublic: true,
        });
        const url = this.origin.absolute(shared.path);
        const text = `Olá, ${customer.name}!\n\nO relatório mais recente de ${latest.url} está neste link:\n${url}\n\nAté breve!`;
        const id = await this.send(workspaceId, customer.email, `Relatório de ${latest.url}`, text, [url]);
        return {
          status: 'done',
          detail: { pt: `Relatório compartilhado e enviado para ${customer.email}.`, en: `Report shared and sent to ${customer.email}.` },
          refs: [shared.id, id],
        };
      }
    }
  }

  /** The re-audit job: each site audited in turn in the workspace its data lives in; the step records the analyses made. */
  async reaudit({
    workspaceId,
    executionId,
    step,
    analysisWorkspaceId,
    urls,
  }: {
    workspaceId: string;
    executionId: string;
    step: number;
    analysisWorkspaceId: string;
    urls: string[];
  }): Promise<void> {
    const made: string[] = [];
    const failures: { pt: string[]; en: string[] } = { pt: [], en: [] };
    for (const url of urls) {
      try {
        const analysis = await this.analyses.runAndWait(analysisWorkspaceId, url, { strategy: 'mobile', timeoutMs: AUDIT_TIMEOUT_MS });
        made.push(analysis.id);
      } catch (error) {
        // The process is stopping: the job goes back to the queue and the step stays queued.
        if (error instanceof JobDeferredError) throw error;
        this.log.warn({ err: error, executionId, step, url }, 're-audit of a client site failed');
        const text = failureText(error);
        failures.pt.push(`${url}: ${text.pt}`);
        failures.en.push(`${url}: ${text.en}`);
      }
    }
    // The step's outcome also settles the execution: failed when no site could be audited.
    await this.steps.update(workspaceId, executionId, step, {
      status: made.length > 0 ? 'done' : 'failed',
      detail: {
        pt: `${made.length} de ${urls.length} ${urls.length === 1 ? 'site auditado' : 'sites auditados'} de novo.${failures.pt.length ? ` Falhas: ${failures.pt.join('; ')}` : ''}`,
        en: `${made.length} of ${urls.length} ${urls.length === 1 ? 'site' : 'sites'} audited again.${failures.en.length ? ` Failures: ${failures.en.join('; ')}` : ''}`,
      },
      refs: made,
    });
  }

  /**
   * Where a client's sites are audited (its client workspace, while it is the agency's client; the
   * agency's for a client added by hand), the addresses to re-audit (its sites, else those audited
   * there most recently) and its latest analysis.
   */
  private async sitesOf(
    agencyId: string,
    customer: Customer,
  ): Promise<{ workspace: string | null; urls: string[]; latest: { id: string; url: string } | null }> {
    const clientId = customer.kind === 'workspace' ? (customer.clientWorkspace?.id ?? null) : null;
    if (customer.kind === 'workspace' && !clientId) return { workspace: null, urls: [], latest: null };
    const workspace = clientId ?? agencyId;
    if (clientId) {
      const client = await this.em.fork().findOne(WorkspaceSchema, { id: clientId, managedBy: agencyId }, { fields: ['id'] });
      if (!client) return { workspace: null, urls: [], latest: null };
    }
    const analyses = (await this.analyses.listCompleted(workspace, 200))
      .filter((analysis) => customer.sites.length === 0 || belongsToSites(analysis.url, customer.sites))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    const audited = [...new Set(analyses.map((analysis) => analysis.url))];
    const urls = (customer.sites.length ? customer.sites : audited).slice(0, REAUDIT_SITES);
    return { workspace, urls, latest: analyses[0] ? { id: analyses[0].id, url: analyses[0].url } : null };
  }

  private async filler(workspaceId: string, customer: Customer): Promise<(text: string) => string> {
    const csm = customer.csmUserId ? (await this.members.of(workspaceId)).find((member) => member.userId === customer.csmUserId) : undefined;
    const values: Record<string, string> = {
      cliente: customer.name,
      csm: csm?.name ?? 'nossa equipe',
      saude: customer.healthScore == null ? 'sem dados' : String(customer.healthScore),
    };
    return (text) => text.replace(/\{\{\s*(cliente|csm|saude)\s*\}\}/g, (_, key: string) => values[key]!);
  }

  private async send(workspaceId: string, to: string, subject: string, text: string, links: string[]): Promise<string> {
    const html = `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>`;
    return this.mail.send({ to, subject, text, html, links, fromName: await this.senderName(workspaceId) });
  }

  /** The agency as the client knows it: its white-label brand's name, else its workspace's. */
  private async senderName(workspaceId: string): Promise<string> {
    const brand = await this.brands?.brandOfWorkspace(workspaceId).catch(() => null);
    if (brand?.name) return brand.name;
    return (await this.em.fork().findOne(WorkspaceSchema, { id: workspaceId }, { fields: ['name'] }))?.name ?? 'Otimiza';
  }
}

const noEmail = (): StepOutcome => ({ status: 'failed', detail: { pt: 'O cliente não tem e-mail cadastrado.', en: 'The customer has no e-mail address.' } });

function failureText(error: unknown): LocalizedText {
  if (error instanceof ApiError && error.localized) return error.localized;
  const message = error instanceof Error ? error.message : String(error);
  return { pt: message, en: message };
}
