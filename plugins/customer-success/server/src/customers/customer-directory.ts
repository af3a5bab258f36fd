import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientWorkspacesPort } from '@otimiza/sdk/server';
import { sql } from 'kysely';
import { csSql } from '../common/cs-sql.js';

/**
 * Keeps an agency's customers in step with its client workspaces: a new client workspace becomes a
 * customer (started when it was created), a renamed one is renamed, and a deleted one leaves a
 * churned customer behind (its history stays for the churn model).
 */
@Injectable()
export class CustomerDirectory {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientWorkspacesPort,
  ) {}

  async sync(agencyId: string, now = new Date()): Promise<void> {
    const db = csSql(this.em.fork());
    const clients = await this.clients.clientsOf(agencyId);
    if (clients.length > 0) {
      await db
        .insertInto('customer_success_customer')
        .values(
          clients.map((client) => ({
            id: randomUUID(),
            workspace_id: agencyId,
            kind: 'workspace',
            client_workspace_id: client.id,
            name: client.name,
            start_date: client.createdAt,
            sites: sql<string[]>`'[]'::jsonb`,
            created_at: now,
            updated_at: now,
          })),
        )
        // Concurrent syncs insert each client once; a renamed client workspace renames its customer.
        .onConflict((conflict) =>
          conflict
            .columns(['workspace_id', 'client_workspace_id'])
            .doUpdateSet({ name: (eb) => eb.ref('excluded.name') })
            .where('customer_success_customer.name', '<>', (eb) => eb.ref('excluded.name')),
        )
        .execute();
    }
    await db
      .updateTable('customer_success_customer')
      .set({ status: 'churned', churned_at: now, updated_at: now })
      .where('workspace_id', '=', agencyId)
      .where('kind', '=', 'workspace')
      .where('client_workspace_id', 'is', null)
      .where('status', '=', 'active')
      .execute();
  }
}
