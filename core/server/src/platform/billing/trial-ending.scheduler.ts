import { Injectable } from '@nestjs/common';
import { ClaimedSchedule } from '@otimiza/sdk/server';
import { sql } from 'kysely';
import { coreSql } from '../../kernel/index.js';
import { BillingDomainEvents } from './billing-domain-events.js';

const TICK_MS = 10 * 60_000;
/** A trial ending within this many days is warned about. */
export const TRIAL_WARNING_DAYS = 3;

/**
 * Publishes `trialEnding` once per trial (a workspace's temporary Enterprise access) when its end
 * is within TRIAL_WARNING_DAYS. Every replica ticks; one insert claims the warnings
 * (core_trial_warning, keyed by workspace: only the replica whose insert or update of a trial end
 * lands publishes it), so a trial is warned about once, and again only if its end moves.
 */
@Injectable()
export class TrialEndingScheduler extends ClaimedSchedule {
  constructor(private readonly billingEvents: BillingDomainEvents) {
    super(TICK_MS, 'TrialEnding');
  }

  /** Claims and publishes the warnings due; answers how many this replica claimed. */
  async tick(): Promise<number> {
    const db = coreSql(this.em.fork());
    // Every workspace's trials: the one read that crosses workspaces, by design.
    const claimed = await db
      .insertInto('core_trial_warning')
      .columns(['workspace_id', 'trial_ends_at'])
      .expression(
        db
          .selectFrom('core_workspace')
          .select(['id', 'temporary_enterprise_until'])
          .where('trial_started_at', 'is not', null)
          .where('temporary_enterprise_until', '>', sql<Date>`now()`)
          .where('temporary_enterprise_until', '<=', sql<Date>`now() + make_interval(days => ${TRIAL_WARNING_DAYS})`),
      )
      .onConflict((conflict) =>
        conflict
          .column('workspace_id')
          .doUpdateSet((eb) => ({ trial_ends_at: eb.ref('excluded.trial_ends_at'), warned_at: sql`now()` }))
          .whereRef('core_trial_warning.trial_ends_at', '<>', 'excluded.trial_ends_at'),
      )
      .returning(['workspace_id', 'trial_ends_at'])
      .execute();
    for (const warning of claimed) {
      await this.billingEvents.publish(warning.workspace_id, { trialEnding: { endsAt: new Date(warning.trial_ends_at) } });
    }
    return claimed.length;
  }
}
