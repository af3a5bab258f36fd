import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { historyExportQuerySchema } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import { sql } from 'kysely';
import type { z } from 'zod';
import { analysisSql } from '../data/analysis-tables.js';
import { analysisSummaryColumns, summaryFieldsOf, toAnalysisSummary } from '../analyses/analysis-view.js';
import { historyCsvHeader, historyCsvLine, historyExportFileName, historyExportRow } from './history-export-rows.js';

type ExportQuery = z.output<typeof historyExportQuerySchema>;

/** Rows read per query: one query's rows are the most the export holds at once. */
export const HISTORY_EXPORT_BATCH = 1000;

/** Where the next batch starts: after this row, by (created_at, id) descending. Its time as PostgreSQL's own text, so no microsecond is lost. */
interface Position {
  createdAt: string;
  id: string;
}

/** The first instant of a Brasília day ('2026-11-28' → 03:00 UTC). */
const startOfBrasiliaDay = (day: string) => new Date(`${day}T00:00:00-03:00`);
const dayAfter = (day: string) => new Date(startOfBrasiliaDay(day).getTime() + 24 * 60 * 60 * 1000);

/**
 * The history export (plan feature `advancedExport`): the workspace's analyses that pass the filters, newest first, read
 * by keyset a batch at a time and written to the response as they come, waiting for the client to take each batch
 * (backpressure), so any number of rows streams in the memory of one batch.
 */
@Injectable()
export class HistoryExportService {
  constructor(private readonly em: EntityManager) {}

  async stream(auth: AuthContext, query: ExportQuery, language: Language, response: Response): Promise<void> {
    // The first batch is read before anything is sent, so a failing read is still answered as an error.
    let batch = await this.batch(auth.workspaceId, query, null);
    response.status(200);
    response.setHeader('Content-Type', query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${historyExportFileName(query.format, language, new Date())}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    const send = responseWriter(response);
    let first = true;
    try {
      if (!(await send(query.format === 'csv' ? historyCsvHeader(language) : '['))) return;
      for (;;) {
        let chunk = '';
        for (const row of batch) {
          const exported = historyExportRow(toAnalysisSummary(summaryFieldsOf(row), language));
          if (query.format === 'csv') chunk += historyCsvLine(exported, language);
          else {
            chunk += `${first ? '\n' : ',\n'}${JSON.stringify(exported)}`;
            first = false;
          }
        }
        if (chunk && !(await send(chunk))) return;
        const last = batch.at(-1);
        if (batch.length < HISTORY_EXPORT_BATCH || !last) break;
        batch = await this.batch(auth.workspaceId, query, { createdAt: last.createdAtKey, id: last.id });
      }
      if (query.format === 'json') response.write(first ? ']\n' : '\n]\n');
      response.end();
    } catch (error) {
      // The headers are gone: the download is broken off, so it is never taken as complete.
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** One batch of the workspace's analyses that pass the filters, after `after`. */
  private batch(workspaceId: string, query: ExportQuery, after: Position | null) {
    let rows = analysisSql(this.em)
      .selectFrom('analysis_analysis')
      .select(analysisSummaryColumns)
      // The keyset's time as text in PostgreSQL's full precision (a JavaScript date keeps milliseconds only).
      .select(sql<string>`created_at::text`.as('createdAtKey'))
      .where('workspace_id', '=', workspaceId);
    if (query.search) rows = rows.where('url', 'ilike', `%${query.search.replace(/[\\%_]/g, '\\$&')}%`);
    if (query.strategy) rows = rows.where('strategy', '=', query.strategy);
    if (query.status) rows = rows.where('status', '=', query.status);
    if (query.from) rows = rows.where('created_at', '>=', startOfBrasiliaDay(query.from));
    if (query.to) rows = rows.where('created_at', '<', dayAfter(query.to));
    if (after) rows = rows.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(sql<Date>`${after.createdAt}::timestamptz`, after.id)));
    return rows.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(HISTORY_EXPORT_BATCH).execute();
  }
}

/**
 * Writes chunks, each waiting until the client has taken the one before when the buffer is full; false once the client
 * has gone. One 'drain' listener for the whole response: the compression middleware hands 'drain' listeners to its
 * gzip stream, where removing them again would not reach.
 */
function responseWriter(response: Response): (chunk: string) => Promise<boolean> {
  let wake: (() => void) | null = null;
  const resume = () => {
    wake?.();
    wake = null;
  };
  response.on('drain', resume);
  response.once('close', resume);
  return async (chunk) => {
    if (response.destroyed) return false;
    if (!response.write(chunk)) await new Promise<void>((resolve) => (wake = resolve));
    return !response.destroyed;
  };
}
