import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, forWorkspace } from '@otimiza/sdk/server';
import {
  modelKinds,
  type ModelKind,
  type ModelList,
  type ModelsQuery,
  type ModelView,
  type PredictInput,
  type PredictionResult,
} from '@otimiza/plugin-bi-shared';
import { biSql } from '../common/bi-sql.js';
import { biNotFound } from '../data/bi-errors.js';
import { forecastAfter, HORIZON_PERIODS } from '../metrics/series-forecast.js';
import { SeriesService, type ResolvedSeries, type SeriesContext } from '../series/series.service.js';
import { volumeAt } from '../stats/elasticity.js';
import { churnProbability } from '../stats/logistic.js';
import { periodsIn } from '../stats/periods.js';
import { BiModelSchema, type BiModel } from '../data/bi-model.entity.js';
import { modelDefinitions, RETRAIN_EVERY_MS } from './model-catalogue.js';
import { churnRow, planRank, trainChurnModel, trainPricingModel, trainSeriesModel, type Training } from './train-model.js';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The predictive models: trained on the workspace's series, deployed when their backtest passes. */
@Injectable()
export class ModelsService {
  constructor(
    private readonly em: EntityManager,
    private readonly series: SeriesService,
  ) {}

  async list(workspaceId: string, query: ModelsQuery): Promise<ModelList> {
    const rows = await this.ensureTrained(workspaceId);
    return { models: rows.filter((row) => query.category === 'all' || row.kind === query.category).map(toModelView) };
  }

  /** The rows of every kind, training now those never trained (a workspace's first visit). */
  async ensureTrained(workspaceId: string): Promise<BiModel[]> {
    const rows = await forWorkspace(this.em, workspaceId).find(BiModelSchema, {});
    const missing = modelKinds.filter((kind) => !rows.some((row) => row.kind === kind && row.lastRetrainedAt));
    if (missing.length > 0) await this.retrain(workspaceId, missing);
    const all = await forWorkspace(this.em, workspaceId).find(BiModelSchema, {});
    return modelKinds.flatMap((kind) => all.filter((row) => row.kind === kind));
  }

  /** Trains the given kinds on the workspace's data now and stores them (an upsert, so concurrent runs settle on one row). */
  async retrain(workspaceId: string, kinds: readonly ModelKind[] = modelKinds, now = new Date()): Promise<void> {
    const context = await this.series.context(workspaceId, now);
    const rows = await this.series.rows(context);
    const trained = new Set((await forWorkspace(this.em, workspaceId).find(BiModelSchema, {})).filter((row) => row.lastRetrainedAt).map((row) => row.kind));
    const find = (keys: readonly string[]): ResolvedSeries | null => {
      for (const key of keys) {
        const row = rows.find((item) => item.key === key);
        const resolved = row ? this.series.resolve(context, row) : null;
        if (resolved && resolved.periods.length > 0) return resolved;
      }
      return null;
    };
    for (const kind of kinds) {
      const training = this.train(kind, context, find, trained.has(kind), now);
      await this.store(workspaceId, kind, training, now);
    }
  }

  async predict(workspaceId: string, id: string, input: PredictInput): Promise<PredictionResult> {
    const model = await forWorkspace(this.em, workspaceId).findOne(BiModelSchema, { id });
    if (!model) throw biNotFound();
    if (model.status !== 'active' || !model.state || model.confidence == null) {
      throw new ApiError(
        'VALIDATION_ERROR',
        409,
        { pt: 'O modelo só executa quando está ativo (em produção).', en: 'The model runs only when it is active (deployed).' },
        { status: model.status, insufficient: model.insufficient ?? null },
      );
    }
    const state = model.state;
    const prediction: PredictionResult['prediction'] = { confidence: model.confidence, points: [], churn: [], volume: null } as PredictionResult['prediction'];
    if (state.kind === 'series') {
      const horizon = periodsIn(input.horizonDays ?? 90);
      // From the last data point on, the periods already ended stepped over and left out: the answer starts today.
      const today = new Date().toISOString().slice(0, 10);
      prediction.points = forecastAfter(state.values, state.lastPeriod, state.granularity, today, horizon, state.method).points;
    } else if (state.kind === 'churn') {
      const weights = { means: state.means, deviations: state.deviations, weights: state.weights };
      if (input.features) {
        const features = input.features;
        prediction.churn = [
          {
            customerId: null,
            probability: round(
              churnProbability(weights, [features.usage ?? 0, features.scoresTrend ?? 0, features.engagement ?? 0, planRank(state.plans, features.plan ?? '')]),
              4,
            ),
          },
        ];
      } else {
        const context = await this.series.context(workspaceId);
        prediction.churn = (context.customers ?? [])
          .filter((customer) => customer.churnedAt === null)
          .flatMap((customer) => {
            const row = churnRow(customer, state.plans);
            return row ? [{ customerId: customer.id, probability: round(churnProbability(weights, row), 4) }] : [];
          })
          .sort((a, b) => b.probability - a.probability);
      }
    } else {
      const price = input.price ?? state.latestPrice;
      prediction.volume = { price, volume: round(volumeAt(state, price)) };
    }
    return { modelId: model.id, kind: model.kind, prediction, generatedAt: new Date().toISOString() };
  }

  private train(kind: ModelKind, context: SeriesContext, find: (keys: readonly string[]) => ResolvedSeries | null, wasTrained: boolean, now: Date): Training {
    if (kind === 'churn') return trainChurnModel(context.customers, now, wasTrained);
    if (kind === 'pricing') return trainPricingModel(find(modelDefinitions.pricing.inputs), find(modelDefinitions.demand.inputs), now, wasTrained);
    return trainSeriesModel(kind, find(modelDefinitions[kind].inputs), now, wasTrained);
  }

  private async store(workspaceId: string, kind: ModelKind, training: Training, now: Date): Promise<void> {
    const values = {
      status: training.status,
      algorithm: training.algorithm,
      training_window: JSON.stringify(training.trainingWindow),
      accuracy: training.accuracy,
      auc: training.auc,
      confidence: training.confidence,
      horizon_days: training.horizonDays,
      scenarios: JSON.stringify(training.scenarios),
      drivers: JSON.stringify(training.drivers),
      insufficient: JSON.stringify(training.insufficient),
      state: JSON.stringify(training.state),
      data_ended_at: training.dataEndedAt,
      last_retrained_at: now,
      next_retrain_at: new Date(now.getTime() + RETRAIN_EVERY_MS),
      updated_at: now,
    };
    await biSql(this.em)
      .insertInto('bi_model')
      .values({ id: crypto.randomUUID(), workspace_id: workspaceId, kind, ...values } as never)
      .onConflict((conflict) => conflict.columns(['workspace_id', 'kind']).doUpdateSet(values as never))
      .execute();
  }
}

export function toModelView(row: BiModel): ModelView {
  const definition = modelDefinitions[row.kind];
  return {
    id: row.id,
    kind: row.kind,
    name: definition.name,
    description: definition.description,
    algorithm: row.algorithm,
    input: definition.input,
    deployment: {
      status: row.status,
      lastRetrained: row.lastRetrainedAt?.toISOString() ?? null,
      nextRetrain: row.nextRetrainAt?.toISOString() ?? null,
      threshold: definition.threshold,
    },
    trainingWindow: row.trainingWindow ?? null,
    performance: {
      accuracy: row.accuracy ?? null,
      auc: row.auc ?? null,
      holdout: row.state?.kind === 'churn' ? (row.state.holdout ?? null) : null,
      // A series model's confidence is its backtest's coverage over the horizon's held-out periods: inside = coverage × held out.
      intervalCoverage:
        row.state?.kind === 'series' && row.confidence != null
          ? { inside: Math.round(row.confidence * HORIZON_PERIODS), heldOut: HORIZON_PERIODS, granularity: row.state.granularity }
          : null,
    },
    predictions: { confidence: row.confidence ?? null, horizonDays: row.horizonDays ?? (row.kind === 'pricing' ? null : HORIZON_PERIODS * 30) },
    // Scenarios stored before they said their basis read one period's change under the 90-day label: none until retrained.
    scenarios: row.scenarios?.basis ? row.scenarios : null,
    drivers: row.drivers ?? [],
    insufficient: row.insufficient ?? null,
    dataEndedAt: row.dataEndedAt ? String(row.dataEndedAt).slice(0, 10) : null,
  };
}
