import type { PluginMigration } from '@otimiza/sdk/server';
import { CoreInstanceMigration } from './000-core-20261122000000-instance.js';
import { CoreAccountsMigration } from './000-core-20261122010000-accounts.js';
import { CoreMailAttachmentsMigration } from './000-core-20261122130000-mail-attachments.js';
import { CoreBillingMigration } from './000-core-20261122200000-billing.js';
import { CoreAiAndServiceStatusMigration } from './000-core-20261122210000-ai-and-service-status.js';
import { CoreCreatorPreviewMigration } from './000-core-20261123120000-creator-preview.js';
import { CoreUsageReservationsMigration } from './000-core-20261124000000-usage-reservations.js';
import { CoreRateLimitsMigration } from './000-core-20261124010000-rate-limits.js';
import { CoreAdminPlanGrantMigration } from './000-core-20261124020000-admin-plan-grant.js';
import { CoreAccountSelfServiceMigration } from './000-core-20261125000000-account-self-service.js';
import { CorePlanChangeSessionsMigration } from './000-core-20261125100000-plan-change-sessions.js';
import { CoreDemoPreparationMigration } from './000-core-20261125200000-demo-preparation.js';
import { CoreAiUsageUpdatedAtMigration } from './000-core-20261126140000-ai-usage-updated-at.js';
import { CoreWorkspaceOwnedUpdatedAtMigration } from './000-core-20261126140002-workspace-owned-updated-at.js';
import { CoreWorkspacePluginsMigration } from './000-core-20261126140003-workspace-plugins.js';
import { CoreTeamMembersAndApiKeysMigration } from './000-core-20261126140004-team-members-and-api-keys.js';
import { CoreClientWorkspacesMigration } from './000-core-20261126153240-client-workspaces.js';
import { CoreMailFromNameMigration } from './000-core-20261126162236-mail-from-name.js';
import { CoreDomainEventsMigration } from './000-core-20261126184527-domain-events.js';
import { CoreKnownDevicesMigration } from './000-core-20261126190017-known-devices.js';
import { CoreTrialWarningsMigration } from './000-core-20261126190034-trial-warnings.js';

/** The core's own migrations; they run before every plugin's. */
export const coreMigrations: PluginMigration[] = [
  { name: '000-core-20261122000000-instance', class: CoreInstanceMigration },
  { name: '000-core-20261122010000-accounts', class: CoreAccountsMigration },
  { name: '000-core-20261122130000-mail-attachments', class: CoreMailAttachmentsMigration },
  { name: '000-core-20261122200000-billing', class: CoreBillingMigration },
  { name: '000-core-20261122210000-ai-and-service-status', class: CoreAiAndServiceStatusMigration },
  { name: '000-core-20261123120000-creator-preview', class: CoreCreatorPreviewMigration },
  { name: '000-core-20261124000000-usage-reservations', class: CoreUsageReservationsMigration },
  { name: '000-core-20261124010000-rate-limits', class: CoreRateLimitsMigration },
  { name: '000-core-20261124020000-admin-plan-grant', class: CoreAdminPlanGrantMigration },
  { name: '000-core-20261125000000-account-self-service', class: CoreAccountSelfServiceMigration },
  { name: '000-core-20261125100000-plan-change-sessions', class: CorePlanChangeSessionsMigration },
  { name: '000-core-20261125200000-demo-preparation', class: CoreDemoPreparationMigration },
  { name: '000-core-20261126140000-ai-usage-updated-at', class: CoreAiUsageUpdatedAtMigration },
  { name: '000-core-20261126140002-workspace-owned-updated-at', class: CoreWorkspaceOwnedUpdatedAtMigration },
  { name: '000-core-20261126140003-workspace-plugins', class: CoreWorkspacePluginsMigration },
  { name: '000-core-20261126140004-team-members-and-api-keys', class: CoreTeamMembersAndApiKeysMigration },
  { name: '000-core-20261126153240-client-workspaces', class: CoreClientWorkspacesMigration },
  { name: '000-core-20261126162236-mail-from-name', class: CoreMailFromNameMigration },
  { name: '000-core-20261126184527-domain-events', class: CoreDomainEventsMigration },
  { name: '000-core-20261126190017-known-devices', class: CoreKnownDevicesMigration },
  { name: '000-core-20261126190034-trial-warnings', class: CoreTrialWarningsMigration },
];
