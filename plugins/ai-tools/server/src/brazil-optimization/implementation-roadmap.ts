import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import { priorityOrder, type OptimizationPriority } from './brazil-check-weights.js';
import type { BrazilOptimization, RoadmapPhase } from './brazil-optimization-result.js';

const phaseTitles: Readonly<Record<OptimizationPriority, LocalizedText>> = {
  critical: { pt: 'Prioridade crítica: fazer primeiro', en: 'Critical priority: do first' },
  high: { pt: 'Alta prioridade', en: 'High priority' },
  medium: { pt: 'Média prioridade', en: 'Medium priority' },
  low: { pt: 'Baixa prioridade', en: 'Low priority' },
};

/** The optimisations grouped by priority, most urgent first; priorities with nothing to do are left out. */
export function implementationRoadmap(optimizations: readonly BrazilOptimization[], language: Language): RoadmapPhase[] {
  return priorityOrder
    .map((priority) => ({
      priority,
      title: phaseTitles[priority][language],
      steps: optimizations.filter((optimization) => optimization.priority === priority).map((optimization) => optimization.title),
    }))
    .filter((phase) => phase.steps.length > 0);
}
