import { Migration } from '@mikro-orm/migrations';

const rank = (plan: string) => `array_position(array['free','lite','pro','enterprise'], ${plan})`;
const paidPlan = `coalesce((select s.plan from core_subscription s
  where s.workspace_id = w.id and s.status in ('active','trialing','past_due')
  order by s.state_at desc, s.created_at desc limit 1), 'free')`;

/**
 * A plan granted by an instance administrator, kept apart from the paid plan (`plan`, which only
 * billing writes): which plan, by whom, since when. Before this, the administrator's choice was
 * written over `plan` and lost at the next subscription event; such workspaces (a plan other
 * than the one their subscriptions give) get that plan back as a grant when it is higher, and
 * their paid plan again.
 */
export class CoreAdminPlanGrantMigration extends Migration {
  override up(): void {
    this.addSql(`
      alter table core_workspace
        add column granted_plan text null check (granted_plan in ('lite','pro','enterprise')),
        add column plan_granted_by uuid null references core_user(id) on delete set null,
        add column plan_granted_at timestamptz null,
        add constraint core_workspace_plan_grant_complete check ((granted_plan is null) = (plan_granted_at is null))`);
    this.addSql(`
      update core_workspace w set
        granted_plan = case when ${rank('w.plan')} > ${rank(paidPlan)} then w.plan end,
        plan_granted_at = case when ${rank('w.plan')} > ${rank(paidPlan)} then now() end,
        plan = ${paidPlan}
      where not w.is_demo and w.plan <> ${paidPlan}`);
  }

  override down(): void {
    this.addSql(`update core_workspace set plan = granted_plan where granted_plan is not null and ${rank('granted_plan')} > ${rank('plan')}`);
    this.addSql(`
      alter table core_workspace
        drop constraint if exists core_workspace_plan_grant_complete,
        drop column if exists plan_granted_at,
        drop column if exists plan_granted_by,
        drop column if exists granted_plan`);
  }
}
