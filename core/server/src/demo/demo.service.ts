import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DemoWorkspacePort } from '@otimiza/sdk/server';

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
    const [row] = await this.em
      .getConnection()
      .execute<{ is_demo: boolean }[]>('select is_demo from core_workspace where id = ?', [workspaceId]);
    return row?.is_demo === true;
  }

  /**
   * Deletes the demo workspace and, through the foreign keys, every row it owns in the core and
   * the plugins; the next `demoAccount()` creates it afresh (with a new token).
   */
  async deleteDemoWorkspace(): Promise<void> {
    await this.em.getConnection().execute('delete from core_workspace where is_demo');
  }

  /** The demo workspace and user, created once; `token` (when given) must match it. */
  async demoAccount(token?: string): Promise<{ userId: string; workspaceId: string; token: string } | null> {
    const connection = this.em.getConnection();
    const find = async () => {
      const [row] = await connection.execute<{ workspace_id: string; user_id: string; demo_token: string }[]>(
        `select w.id as workspace_id, m.user_id, w.demo_token from core_workspace w
         join core_membership m on m.workspace_id = w.id where w.is_demo limit 1`,
      );
      return row;
    };
    let row = await find();
    if (!row) {
      await this.em.transactional(async (em) => {
        const tx = em.getTransactionContext();
        const userId = randomUUID();
        const workspaceId = randomUUID();
        const c = em.getConnection();
        // The demo user has no usable password: a random argon2-shaped placeholder never matches.
        await c.execute(
          `insert into core_user (id, email, password_hash, first_name, last_name, email_verified_at)
           values (?, ?, ?, 'Investidor', 'Demo', now()) on conflict (email) do nothing`,
          [userId, DEMO_EMAIL, `!disabled-${randomBytes(16).toString('hex')}`],
          'run',
          tx,
        );
        // One demo workspace (a unique index): when two first openings race, the second one joins the first's.
        await c.execute(
          `insert into core_workspace (id, name, plan, is_demo, demo_token) values (?, ?, 'pro', true, ?)
           on conflict (is_demo) where is_demo do nothing`,
          [workspaceId, DEMO_WORKSPACE_NAME, randomBytes(12).toString('base64url')],
          'run',
          tx,
        );
        await c.execute(
          `insert into core_membership (workspace_id, user_id, role)
           select w.id, u.id, 'member' from core_workspace w, core_user u where w.is_demo and u.email = ?
           on conflict do nothing`,
          [DEMO_EMAIL],
          'run',
          tx,
        );
      });
      row = await find();
    }
    if (!row || (token !== undefined && token !== row.demo_token)) return null;
    return { userId: row.user_id, workspaceId: row.workspace_id, token: row.demo_token };
  }
}
