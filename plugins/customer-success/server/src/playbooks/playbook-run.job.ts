import { defineJob } from '@otimiza/sdk/server';

/** A playbook's run for a client: its steps in order. */
export const playbookRunJob = defineJob<{ workspaceId: string; executionId: string }>('customer-success.playbook-run');

/** The re-audit a playbook's step queued: the client's sites, one after the other. */
export const reauditJob = defineJob<{ workspaceId: string; executionId: string; step: number; analysisWorkspaceId: string; urls: string[] }>(
  'customer-success.reaudit',
);
