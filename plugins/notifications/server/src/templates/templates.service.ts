import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, storeWithinCap, type AuthContext, type WorkspaceCap } from '@otimiza/sdk/server';
import {
  renderTemplate,
  templateVariables,
  variablesIn,
  type TemplateCategory,
  type TemplateList,
  type TemplatePreview,
  type TemplateVariable,
  type TemplateView,
  type templateInputSchema,
} from '@otimiza/plugin-notifications-shared';
import type { Language } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { deliveryCounts, totalsOf, type DeliveryTotals } from '../analytics/delivery-counts.js';
import { notificationsSql } from '../analytics/notifications-sql.js';
import { templateNotFound, unknownTemplateVariables } from './template-messages.js';
import { TemplateValues } from './template-values.service.js';
import { toTemplateView } from './template-view.js';
import { TemplateSchema, type TemplateRow } from '../data/template.entity.js';

type TemplateFields = z.output<typeof templateInputSchema>;

const known = new Set<string>(templateVariables);

/** Templates a workspace may keep: the list is read whole, with each one's usage. */
export const MAX_TEMPLATES = 200;

const templatesCap = (workspaceId: string): WorkspaceCap => ({
  workspaceId,
  name: 'notifications:templates',
  limit: MAX_TEMPLATES,
  items: { pt: { one: 'um template', many: 'templates' }, en: { one: 'a template', many: 'templates' } },
  count: (tx) => tx.count(TemplateSchema, {}),
});

/** The variables a template uses, in order of first use; 400 naming those it may not use. */
export function checkedVariables(input: Pick<TemplateFields, 'subject' | 'body'>): TemplateVariable[] {
  const used = variablesIn(`${input.subject}\n${input.body}`);
  const unknown = used.filter((name) => !known.has(name));
  if (unknown.length) {
    const fields = (['subject', 'body'] as const).filter((field) => variablesIn(input[field]).some((name) => !known.has(name)));
    throw unknownTemplateVariables(unknown, fields);
  }
  return used as TemplateVariable[];
}

/** The workspace's message templates (`/api/notifications/templates`), with their usage from the delivery records. */
@Injectable()
export class TemplatesService {
  constructor(
    private readonly em: EntityManager,
    private readonly values: TemplateValues,
  ) {}

  async list(auth: AuthContext, category: TemplateCategory | undefined): Promise<TemplateList> {
    const templates = await forWorkspace(this.em, auth.workspaceId).find(TemplateSchema, category ? { category } : {}, {
      orderBy: { createdAt: 'desc', id: 'asc' },
    });
    const usage = await this.usageOf(
      auth.workspaceId,
      templates.map((template) => template.id),
    );
    return { templates: templates.map((template) => toTemplateView(template, usage.get(template.id) ?? totalsOf(undefined))) };
  }

  /** The template, or 404 (another workspace's answers like a missing one). */
  async find(workspaceId: string, id: string): Promise<TemplateRow> {
    const template = await forWorkspace(this.em, workspaceId).findOne(TemplateSchema, { id });
    if (!template) throw templateNotFound();
    return template;
  }

  /** Stores a template; 409 ITEM_LIMIT when the workspace already keeps MAX_TEMPLATES. */
  async create(auth: AuthContext, input: TemplateFields): Promise<TemplateView> {
    const variables = checkedVariables(input);
    return storeWithinCap(forWorkspace(this.em, auth.workspaceId), templatesCap(auth.workspaceId), async (tx) => {
      const template = tx.create(TemplateSchema, { workspace: auth.workspaceId, ...input, variables });
      await tx.flush();
      return toTemplateView(template, totalsOf(undefined));
    });
  }

  async update(auth: AuthContext, id: string, input: TemplateFields): Promise<TemplateView> {
    const variables = checkedVariables(input);
    const em = forWorkspace(this.em, auth.workspaceId);
    const template = await em.findOne(TemplateSchema, { id });
    if (!template) throw templateNotFound();
    em.assign(template, { ...input, variables });
    await em.flush();
    return toTemplateView(template, (await this.usageOf(auth.workspaceId, [id])).get(id) ?? totalsOf(undefined));
  }

  /** Deletes it; its delivery records and campaigns keep their figures (their template becomes null). */
  async remove(auth: AuthContext, id: string): Promise<void> {
    const deleted = await forWorkspace(this.em, auth.workspaceId).nativeDelete(TemplateSchema, { id });
    if (deleted === 0) throw templateNotFound();
  }

  /** The subject and body with the workspace's values (the caller's override them); each value says where it came from. */
  async preview(auth: AuthContext, id: string, given: Partial<Record<TemplateVariable, string>>, language: Language): Promise<TemplatePreview> {
    const template = await this.find(auth.workspaceId, id);
    const stored = await this.values.of(auth.workspaceId, auth.userId, language);
    const values = Object.fromEntries(
      templateVariables.map((name) => {
        const givenValue = given[name];
        if (givenValue !== undefined) return [name, { value: givenValue, source: 'given' as const }];
        const storedValue = stored[name];
        return [name, storedValue !== undefined ? { value: storedValue, source: 'workspace' as const } : { value: '', source: 'missing' as const }];
      }),
    ) as TemplatePreview['values'];
    const flat = Object.fromEntries(Object.entries(values).map(([name, entry]) => [name, entry.value]));
    return { subject: renderTemplate(template.subject, flat), body: renderTemplate(template.body, flat), values };
  }

  /** Each template's delivery counts, in one aggregate over the workspace's delivery records. */
  private async usageOf(workspaceId: string, ids: readonly string[]): Promise<Map<string, DeliveryTotals>> {
    if (ids.length === 0) return new Map();
    const rows = await notificationsSql(this.em)
      .selectFrom('notifications_delivery')
      .select((eb) => ['notifications_delivery.template_id', ...deliveryCounts(eb)])
      .where('notifications_delivery.workspace_id', '=', workspaceId)
      .where('notifications_delivery.template_id', 'in', ids)
      .groupBy('notifications_delivery.template_id')
      .execute();
    return new Map(rows.map((row) => [row.template_id!, totalsOf(row)]));
  }
}
