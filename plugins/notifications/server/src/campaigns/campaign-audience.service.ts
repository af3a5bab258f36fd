import { Inject, Injectable, Optional } from '@nestjs/common';
import { AnalysisPort, ClientWorkspacesPort, WorkspaceMembersPort } from '@otimiza/sdk/server';
import type { AudienceCriteria } from '@otimiza/plugin-notifications-shared';

const DAY_MS = 86_400_000;

export interface Recipient {
  workspaceId: string;
  userId: string;
}

/**
 * Who a campaign reaches, from stored data:
 * - scope 'workspace': the members of the campaign's workspace; scope 'clients': the members of the
 *   workspaces it manages (core_workspace.managed_by), its own people excluded;
 * - `roles` (none = every role) keeps the members with one of those roles there;
 * - `inactiveDays` > 0 keeps the workspaces whose latest completed analysis is at least that many
 *   days old, or that never completed one;
 * - `maxPerformanceScore` < 100 keeps the workspaces whose latest analysis scored below it in
 *   performance (a workspace without analyses has no score and is left out).
 */
@Injectable()
export class CampaignAudience {
  constructor(
    private readonly members: WorkspaceMembersPort,
    private readonly clients: ClientWorkspacesPort,
    /** Absent when the analysis plugin is not mounted: no workspace then has analyses. */
    @Optional() @Inject(AnalysisPort) private readonly analyses: AnalysisPort | null,
  ) {}

  /** The workspaces an agency manages, oldest first (none for a workspace that is not an agency). */
  async clientWorkspacesOf(workspaceId: string): Promise<string[]> {
    const clients = await this.clients.clientsOf(workspaceId);
    return clients.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)).map((client) => client.id);
  }

  /** The recipients, ordered by workspace and user so that a resumed send goes through them in the same order. */
  async recipients(workspaceId: string, criteria: AudienceCriteria, now = new Date()): Promise<Recipient[]> {
    const scoped = criteria.scope === 'clients' ? await this.clientWorkspacesOf(workspaceId) : [workspaceId];
    const workspaces = await this.byAnalyses(scoped, criteria, now);
    if (workspaces.length === 0) return [];
    const members = await this.members.membersOf(workspaces, { roles: criteria.roles.length ? criteria.roles : null });
    return members
      .map((member) => ({ workspaceId: member.workspaceId, userId: member.userId }))
      .sort((a, b) => (a.workspaceId < b.workspaceId ? -1 : a.workspaceId > b.workspaceId ? 1 : a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  }

  async segmentSize(workspaceId: string, criteria: AudienceCriteria, now = new Date()): Promise<number> {
    return (await this.recipients(workspaceId, criteria, now)).length;
  }

  /** The workspaces whose latest analysis meets the criteria (all of them when the criteria read no analysis). */
  private async byAnalyses(workspaces: readonly string[], criteria: AudienceCriteria, now: Date): Promise<string[]> {
    if (criteria.inactiveDays === 0 && criteria.maxPerformanceScore >= 100) return [...workspaces];
    const kept: string[] = [];
    for (const workspaceId of workspaces) {
      const [latest] = this.analyses ? await this.analyses.listCompleted(workspaceId, 1) : [];
      if (criteria.inactiveDays > 0 && latest && now.getTime() - Date.parse(latest.createdAt) < criteria.inactiveDays * DAY_MS) continue;
      if (criteria.maxPerformanceScore < 100 && !(latest && latest.scores.performance < criteria.maxPerformanceScore)) continue;
      kept.push(workspaceId);
    }
    return kept;
  }
}
