import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { defaultSettings, type CustomerSuccessSettings } from '@otimiza/plugin-customer-success-shared';
import { sql } from 'kysely';
import { csSql } from '../common/cs-sql.js';
import { SettingsSchema, type CsmGoals } from '../data/settings.entity.js';

/** A workspace's weights, thresholds and CSM goals: the defaults until the first change. */
@Injectable()
export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  async get(workspaceId: string): Promise<CustomerSuccessSettings> {
    const row = await forWorkspace(this.em, workspaceId).findOne(SettingsSchema, { workspace: workspaceId });
    return row ? { ...defaultSettings, ...row.settings } : defaultSettings;
  }

  async goals(workspaceId: string): Promise<CsmGoals> {
    const row = await forWorkspace(this.em, workspaceId).findOne(SettingsSchema, { workspace: workspaceId });
    return row?.goals ?? {};
  }

  async update(workspaceId: string, settings: CustomerSuccessSettings): Promise<CustomerSuccessSettings> {
    const json = JSON.stringify(settings);
    // One statement: two first saves at once upsert instead of one failing on the primary key, and the goals are left alone.
    await sql`insert into customer_success_settings (workspace_id, settings, goals, updated_at) values (${workspaceId}, ${json}::jsonb, '{}'::jsonb, now())
      on conflict (workspace_id) do update set settings = excluded.settings, updated_at = now()`.execute(csSql(this.em));
    return settings;
  }

  async setGoal(workspaceId: string, userId: string, goal: CsmGoals[string]): Promise<void> {
    const json = JSON.stringify({ [userId]: goal });
    // One statement: goals of two CSMs set at once merge instead of overwriting each other.
    await sql`insert into customer_success_settings (workspace_id, settings, goals, updated_at) values (${workspaceId}, ${JSON.stringify(defaultSettings)}::jsonb, ${json}::jsonb, now())
      on conflict (workspace_id) do update set goals = customer_success_settings.goals || excluded.goals, updated_at = now()`.execute(csSql(this.em));
  }
}
