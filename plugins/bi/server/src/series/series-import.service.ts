import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '@otimiza/sdk/server';
import { maxReportedRowErrors, type CsvRowError, type ImportResult } from '@otimiza/plugin-bi-shared';
import { sql } from 'kysely';
import { biSql } from '../common/bi-sql.js';
import { dayOf } from '../stats/periods.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { ModelsService } from '../models/models.service.js';
import { readCsvRows, type CsvRow } from './csv-rows.js';
import { importedCategory } from './series-definitions.js';

/** Rows per insert statement: PostgreSQL takes at most 65 535 parameters (a metric row has 7, a point 4). */
const ROWS_PER_STATEMENT = 1000;

/** A refused file: every row and reason, nothing stored. */
export function refusedCsv(errors: readonly CsvRowError[]): ApiError {
  return new ApiError(
    'VALIDATION_ERROR',
    400,
    {
      pt: `O CSV tem ${errors.length} erro(s): nada foi importado. Corrija as linhas indicadas e envie de novo.`,
      en: `The CSV has ${errors.length} error(s): nothing was imported. Fix the rows listed and send it again.`,
    },
    { source: 'body', errorCount: errors.length, rows: errors.slice(0, maxReportedRowErrors) },
  );
}

/**
 * `POST /api/bi/series/import`: a CSV of daily or monthly values. The whole file is
 * checked first; one refused row refuses it all, with every row's reason, and nothing is stored.
 * An accepted file is written in one transaction: its metrics are created once (concurrent uploads
 * meet on the unique key) and a day imported again takes the new value; the models are then
 * trained again on it.
 */
@Injectable()
export class SeriesImportService {
  private readonly log = new Logger('BiImports');

  constructor(
    private readonly em: EntityManager,
    private readonly models: ModelsService,
    private readonly metrics: MetricsService,
  ) {}

  async import(workspaceId: string, input: { filename: string; content: string }, now = new Date()): Promise<ImportResult> {
    const { rows, errors } = readCsvRows(input.content, dayOf(now));
    if (errors.length > 0) throw refusedCsv(errors);
    const bySlug = new Map<string, CsvRow[]>();
    for (const row of rows) {
      const list = bySlug.get(row.slug);
      if (list) list.push(row);
      else bySlug.set(row.slug, [row]);
    }
    const metrics = await this.em.fork().transactional(async (em) => {
      const db = biSql(em);
      const keys = [...bySlug.keys()].map((slug) => `import:${slug}`);
      // The keys as one array parameter: a file may name more metrics than a statement takes parameters.
      const storedWithKeys = <C extends 'id' | 'key' | 'label' | 'unit'>(columns: readonly C[]) =>
        db
          .selectFrom('bi_metric')
          .where('workspace_id', '=', workspaceId)
          .where('key', '=', (eb) => eb.fn.any(eb.val(keys)))
          .select(columns)
          .execute();
      const existing = await storedWithKeys(['key', 'unit'] as const);
      const clashes: CsvRowError[] = [];
      for (const metric of existing) {
        const first = bySlug.get(metric.key.slice('import:'.length))![0]!;
        if (first.unit !== metric.unit) {
          clashes.push({
            line: first.line,
            column: 'unit',
            reason: {
              pt: `A métrica “${first.metric}” já foi importada em “${metric.unit}”; este arquivo usa “${first.unit}”.`,
              en: `The metric “${first.metric}” was imported in “${metric.unit}” before; this file uses “${first.unit}”.`,
            },
          });
        }
      }
      if (clashes.length > 0) throw refusedCsv(clashes);
      const created = [...bySlug.entries()].map(([slug, items]) => ({
        id: crypto.randomUUID(),
        workspace_id: workspaceId,
        key: `import:${slug}`,
        source: 'import' as const,
        label: items[0]!.metric,
        unit: items[0]!.unit,
        category: importedCategory(slug, items.find((item) => item.category)?.category ?? null),
      }));
      // In batches, in key order (concurrent uploads of overlapping files lock the rows in one order).
      created.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      for (let index = 0; index < created.length; index += ROWS_PER_STATEMENT) {
        await db
          .insertInto('bi_metric')
          .values(created.slice(index, index + ROWS_PER_STATEMENT))
          .onConflict((conflict) => conflict.columns(['workspace_id', 'key']).doUpdateSet({ updated_at: now }))
          .execute();
      }
      const stored = await storedWithKeys(['id', 'key', 'label', 'unit'] as const);
      const idOf = new Map(stored.map((metric) => [metric.key, metric.id]));
      for (let index = 0; index < rows.length; index += ROWS_PER_STATEMENT) {
        await db
          .insertInto('bi_series_point')
          .values(
            rows.slice(index, index + ROWS_PER_STATEMENT).map((row) => ({
              metric_id: idOf.get(`import:${row.slug}`)!,
              day: row.day,
              workspace_id: workspaceId,
              value: row.value,
            })),
          )
          .onConflict((conflict) => conflict.columns(['metric_id', 'day']).doUpdateSet({ value: sql`excluded.value`, updated_at: now }))
          .execute();
      }
      return stored;
    });
    this.metrics.forget(workspaceId);
    // The models learn the new data now; a failure here leaves the stored import as it is (the daily retrain tries again).
    await this.models.retrain(workspaceId).catch((error: unknown) => this.log.warn({ err: error }, 'retrain after an import failed'));
    return {
      filename: input.filename,
      rows: rows.length,
      metrics: metrics.map((metric) => {
        const items = bySlug.get(metric.key.slice('import:'.length)) ?? [];
        const days = items.map((item) => item.day).sort();
        return { id: metric.id, key: metric.key, name: metric.label, unit: metric.unit, points: items.length, from: days[0]!, to: days.at(-1)! };
      }),
    };
  }
}
