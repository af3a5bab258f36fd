import { Inject, Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, UserSchema, WorkspaceSchema } from '@otimiza/sdk/server';
import { DEFAULT_TIME_ZONE, type TemplateVariable } from '@otimiza/plugin-notifications-shared';
import type { Language } from '@otimiza/sdk/shared';

const scoreNames: Record<Language, string> = { pt: 'Desempenho', en: 'Performance' };

/**
 * The values of a template's variables taken from stored data: the workspace's latest completed
 * analysis (siteUrl, its performance score as score/scoreName, the same URL's audit before it as
 * previousScore), the member's first name, the workspace's name and today's date. `actionUrl`,
 * `title` and `message` come only from what is being sent (or the caller of a preview).
 */
@Injectable()
export class TemplateValues {
  constructor(
    private readonly em: EntityManager,
    /** Absent when the analysis plugin is not mounted: the analysis values are then missing. */
    @Optional() @Inject(AnalysisPort) private readonly analyses: AnalysisPort | null,
  ) {}

  async of(workspaceId: string, userId: string | null, language: Language, now = new Date()): Promise<Partial<Record<TemplateVariable, string>>> {
    const em = this.em.fork();
    const values: Partial<Record<TemplateVariable, string>> = {
      date: new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-GB', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'short' }).format(now),
    };
    // The core's workspace and user (SDK entities, not workspace-owned): read by their ids.
    const workspace = await em.findOne(WorkspaceSchema, { id: workspaceId }, { fields: ['name'] });
    if (workspace?.name) values.workspaceName = workspace.name;
    if (userId) {
      const user = await em.findOne(UserSchema, { id: userId }, { fields: ['firstName'] });
      if (user?.firstName) values.userName = user.firstName;
    }
    const [latest] = this.analyses ? await this.analyses.listCompleted(workspaceId, 1) : [];
    if (latest && this.analyses) {
      values.siteUrl = latest.url;
      values.score = String(latest.scores.performance);
      values.scoreName = scoreNames[language];
      // The previous audit of the same strategy and run count (the list item carries neither): the change is like with like.
      const compared = await this.analyses.findCompleted(workspaceId, latest.id);
      const previous = compared ? await this.analyses.latestBefore(workspaceId, latest.url, new Date(latest.createdAt), compared) : null;
      if (previous) values.previousScore = String(previous.scores.performance);
    }
    return values;
  }
}
