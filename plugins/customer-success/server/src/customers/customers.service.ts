import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, storeWithinCap, type AuthContext, type WorkspaceCap } from '@otimiza/sdk/server';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';
import type { CustomerList, CustomerListQuery, CustomerView } from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import type { customerListQuerySchema, createCustomerSchema, updateCustomerSchema } from '@otimiza/plugin-customer-success-shared';
import { AlertsService } from '../alerts/alerts.service.js';
import { clientWorkspaceCustomer, customerNotFound, memberNotFound } from '../data/cs-errors.js';
import { WorkspaceMembers } from '../common/workspace-members.js';
import { HealthService } from '../health/health.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { CustomerDirectory } from './customer-directory.js';
import { toCustomerView } from './customer-view.js';
import { CustomerSchema, type Customer } from '../data/customer.entity.js';

type ListQuery = z.output<typeof customerListQuerySchema>;
type NewCustomer = z.output<typeof createCustomerSchema>;
type CustomerChanges = z.output<typeof updateCustomerSchema>;

/** A computed health older than this is computed again when the list is read. */
const STALE_MS = 15 * 60_000;

const likeText = (text: string) => text.toLowerCase();

/**
 * Clients added by hand a workspace may keep: the list is read whole. Client workspaces come on top
 * (at most MAX_CLIENT_WORKSPACES at a time, created on /clients) and do not count here.
 */
/**
 * Churned clients listed, the latest departures first: active ones are bounded by the caps (clients
 * added by hand, client workspaces), churned rows stay for the churn model and would grow without end.
 */
export const MAX_CHURNED_LISTED = 500;

export const MAX_MANUAL_CUSTOMERS = 500;

const manualCustomersCap = (workspaceId: string): WorkspaceCap => ({
  workspaceId,
  name: 'customer-success:customers',
  limit: MAX_MANUAL_CUSTOMERS,
  items: { pt: { one: 'um deles', many: 'clientes adicionados à mão' }, en: { one: 'one of them', many: 'clients added by hand' } },
  count: (tx) => tx.count(CustomerSchema, { kind: 'manual' }),
});

/**
 * The agency's clients (Clientes): its client workspaces, brought in step on every
 * read, and the clients added by hand; the health of those never computed, or computed long ago, is
 * computed on the read.
 */
@Injectable()
export class CustomersService {
  constructor(
    private readonly em: EntityManager,
    private readonly directory: CustomerDirectory,
    private readonly health: HealthService,
    private readonly alerts: AlertsService,
    private readonly members: WorkspaceMembers,
    private readonly settings: SettingsService,
    @Optional() private readonly siteAudits?: SiteAuditsPort,
  ) {}

  async list(agencyId: string, query: ListQuery | CustomerListQuery, language: Language, now = new Date()): Promise<CustomerList> {
    await this.directory.sync(agencyId, now);
    const em = forWorkspace(this.em, agencyId);
    const stale = await em.find(
      CustomerSchema,
      { status: 'active', $or: [{ computedAt: null }, { computedAt: { $lt: new Date(now.getTime() - STALE_MS) } }] },
      { fields: ['id'] },
    );
    if (stale.length)
      await this.health.refresh(
        agencyId,
        now,
        stale.map((customer) => customer.id),
      );
    const status = query.status ?? 'active';
    const rows = [
      ...(status === 'churned' ? [] : await em.find(CustomerSchema, { status: 'active' })),
      ...(status === 'active'
        ? []
        : await em.find(CustomerSchema, { status: 'churned' }, { orderBy: { churnedAt: 'desc', id: 'desc' }, limit: MAX_CHURNED_LISTED })),
    ].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id.localeCompare(b.id));
    const search = query.search ? likeText(query.search) : null;
    const filtered = rows.filter(
      (customer) =>
        (!query.riskLevel || query.riskLevel === 'all' || customer.riskLevel === query.riskLevel) &&
        (!query.csm || query.csm === 'all' || customer.csmUserId === query.csm) &&
        (!search || customer.name.toLowerCase().includes(search) || customer.email.toLowerCase().includes(search)),
    );
    return { customers: await this.views(agencyId, filtered, language, now), members: await this.members.of(agencyId) };
  }

  async get(agencyId: string, id: string, language: Language, now = new Date()): Promise<CustomerView> {
    const customer = await this.find(agencyId, id);
    return (await this.views(agencyId, [customer], language, now))[0]!;
  }

  async create(auth: AuthContext, input: NewCustomer, language: Language, now = new Date()): Promise<CustomerView> {
    if (input.csmUserId && !(await this.members.isMember(auth.workspaceId, input.csmUserId))) throw memberNotFound();
    const customer = await storeWithinCap(forWorkspace(this.em, auth.workspaceId), manualCustomersCap(auth.workspaceId), async (tx) => {
      const created = tx.create(CustomerSchema, {
        workspace: auth.workspaceId,
        kind: 'manual',
        clientWorkspace: null,
        name: input.name,
        email: input.email,
        plan: input.plan,
        mrrCents: Math.round(input.mrr * 100),
        startDate: input.startDate ? new Date(`${input.startDate}T12:00:00Z`) : now,
        industry: input.industry,
        companySize: input.companySize,
        sites: input.sites,
        csmUserId: input.csmUserId,
        status: 'active',
      });
      await tx.flush();
      return created;
    });
    await this.health.refresh(auth.workspaceId, now, [customer.id]);
    return this.get(auth.workspaceId, customer.id, language, now);
  }

  async update(agencyId: string, id: string, changes: CustomerChanges, language: Language, now = new Date()): Promise<CustomerView> {
    const customer = await this.find(agencyId, id);
    if (changes.csmUserId && !(await this.members.isMember(agencyId, changes.csmUserId))) throw memberNotFound();
    const em = forWorkspace(this.em, agencyId);
    const set: Partial<Customer> = {};
    // A client workspace's name is its workspace's (renamed on /clients).
    if (changes.name !== undefined && customer.kind === 'manual') set.name = changes.name;
    if (changes.email !== undefined) set.email = changes.email;
    if (changes.plan !== undefined) set.plan = changes.plan;
    if (changes.mrr !== undefined) set.mrrCents = Math.round(changes.mrr * 100);
    if (changes.startDate !== undefined) set.startDate = new Date(`${changes.startDate}T12:00:00Z`);
    if (changes.industry !== undefined) set.industry = changes.industry;
    if (changes.companySize !== undefined) set.companySize = changes.companySize;
    if (changes.sites !== undefined) set.sites = changes.sites;
    if (changes.csmUserId !== undefined) set.csmUserId = changes.csmUserId;
    if (changes.lastActivity !== undefined) set.lastActivityAt = new Date(changes.lastActivity);
    if (changes.status !== undefined && changes.status !== customer.status) {
      set.status = changes.status;
      set.churnedAt = changes.status === 'churned' ? now : null;
    }
    if (Object.keys(set).length) await em.nativeUpdate(CustomerSchema, { id }, set);
    if ((set.status ?? customer.status) === 'active') await this.health.refresh(agencyId, now, [id]);
    return this.get(agencyId, id, language, now);
  }

  async remove(agencyId: string, id: string): Promise<void> {
    const customer = await this.find(agencyId, id);
    if (customer.kind === 'workspace' && customer.clientWorkspace) throw clientWorkspaceCustomer();
    await forWorkspace(this.em, agencyId).nativeDelete(CustomerSchema, { id });
  }

  async find(agencyId: string, id: string): Promise<Customer> {
    const customer = await forWorkspace(this.em, agencyId).findOne(CustomerSchema, { id });
    if (!customer) throw customerNotFound();
    return customer;
  }

  private async views(agencyId: string, customers: readonly Customer[], language: Language, now: Date): Promise<CustomerView[]> {
    const [alerts, members, settings] = await Promise.all([
      this.alerts.openOf(
        agencyId,
        customers.map((customer) => customer.id),
      ),
      this.members.of(agencyId),
      this.settings.get(agencyId),
    ]);
    const byUser = new Map(members.map((member) => [member.userId, member]));
    return customers.map((customer) =>
      toCustomerView(customer, {
        alerts: alerts.filter((alert) => alert.customer.id === customer.id),
        members: byUser,
        weights: settings.weights,
        language,
        now,
        siteAuditsInstalled: this.siteAudits !== undefined,
      }),
    );
  }
}
