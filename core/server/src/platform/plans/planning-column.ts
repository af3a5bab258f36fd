import { sql, type Selectable } from 'kysely';
import type { CoreTables } from '../../kernel/index.js';

type PlanningColumn = 'plan' | 'granted_plan' | 'pending_plan' | 'temporary_enterprise_until' | 'trial_started_at';

/**
 * A plan column of the workspace `w` as it applies: its reseller's (`r`, left-joined on
 * `w.managed_by`) for a client workspace, whose plan the reseller's covers. A CASE over two
 * aliases that Kysely's typed builder would need the query's whole table map to name.
 */
export const planningColumn = <C extends PlanningColumn>(column: C) =>
  sql<Selectable<CoreTables['core_workspace']>[C]>`case when w.managed_by is null then ${sql.ref(`w.${column}`)} else ${sql.ref(`r.${column}`)} end`.as(column);
