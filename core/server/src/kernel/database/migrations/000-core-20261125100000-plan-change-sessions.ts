import { Migration } from '@mikro-orm/migrations';

/**
 * What a buyer comes back from: a checkout (`kind` 'checkout', a new charge) or a plan change of
 * a subscription already paid for ('plan-change': prorated, the difference on the next invoice),
 * with the plan it changed from. /payment-success reads it to say which one happened.
 */
export class CorePlanChangeSessionsMigration extends Migration {
  override up(): void {
    this.addSql(`
      alter table core_checkout_session
        add column kind text not null default 'checkout' check (kind in ('checkout','plan-change')),
        add column previous_plan text null check (previous_plan in ('lite','pro','enterprise')),
        add constraint core_checkout_session_change_from check ((kind = 'plan-change') = (previous_plan is not null))`);
  }

  override down(): void {
    this.addSql(`
      alter table core_checkout_session
        drop constraint if exists core_checkout_session_change_from,
        drop column if exists previous_plan,
        drop column if exists kind`);
  }
}
