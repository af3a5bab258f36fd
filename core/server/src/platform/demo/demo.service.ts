import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { DemoWorkspacePort, WorkspaceSchema } from '@otimiza/sdk/server';
import { coreSql } from '../../kernel/index.js';

export const DEMO_EMAIL = 'demo@otimiza.invalid';
export const DEMO_WORKSPACE_NAME = 'Otimiza Demo';

/**
 * The investor demo: one read-only workspace and its user, created on demand. DemoPreparationService
 * fills it on first use (or `npm run seed:demo`) with real audits of bundled sample sites.
 */
@Injectable()
export class DemoService extends DemoWorkspacePort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async isDemoWorkspace(workspaceId: string): Promise<boolean> {
    return (await this.em.fork().count(WorkspaceSchema, { id: workspaceId, isDemo: true })) > 0;
  }

  /**
   * Deletes the demo workspace and, through the foreign keys, every row it owns in the core and
   * the plugins; the next `demoAccount()` creates it afresh (with a new token).
   */
  async deleteDemoWorkspace(): Promise<void> {
    await this.em.nativeDelete(WorkspaceSchema, { isDemo: true });
  }

  /** The demo workspace and user, created once; `token` (when given) must match it. */
  async demoAccount(token?: string): Promise<{ userId: string; workspaceId: string; token: string } | null> {
    const find = () =>
      coreSql(this.em)
        .selectFrom('core_workspace as w')
        .innerJoin('core_membership as m', 'm.workspace_id', 'w.id')
        .select(['w.id as workspace_id', 'm.user_id', 'w.demo_token'])
        .where('w.is_demo', '=', true)
        .limit(1)
        .executeTakeFirst();
    let row = await find();
    if (!row) {
      await this.em.transactional(async (em) => {
        const db = coreSql(em);
        // The demo user has no password at all (no core_user_credential row): no login can match it.
        await db
          .insertInto('core_user')
          .values({
            id: randomUUID(),
            email: DEMO_EMAIL,
            first_name: 'Investidor',
            last_name: 'Demo',
            email_verified_at: sql<Date>`now()`,
          })
          .onConflict((conflict) => conflict.column('email').doNothing())
          .execute();
        // One demo workspace (a unique index): when two first openings race, the second one joins the first's.
        await db
          .insertInto('core_workspace')
          .values({ id: randomUUID(), name: DEMO_WORKSPACE_NAME, plan: 'pro', is_demo: true, demo_token: randomBytes(12).toString('base64url') })
          .onConflict((conflict) => conflict.column('is_demo').where('is_demo', '=', true).doNothing())
          .execute();
        await db
          .insertInto('core_membership')
          .columns(['workspace_id', 'user_id', 'role'])
          .expression((eb) =>
            eb
              .selectFrom(['core_workspace as w', 'core_user as u'])
              .select(['w.id', 'u.id', sql.lit('member').as('role')])
              .where('w.is_demo', '=', true)
              .where('u.email', '=', DEMO_EMAIL),
          )
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      });
      row = await find();
    }
    if (!row?.demo_token || (token !== undefined && token !== row.demo_token)) return null;
    return { userId: row.user_id, workspaceId: row.workspace_id, token: row.demo_token };
  }
}
