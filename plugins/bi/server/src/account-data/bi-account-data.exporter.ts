import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, exportWorkspaceTables } from '@otimiza/sdk/server';
import { biEntities } from '../data/entities.js';

/**
 * The BI plugin's part of a data export: metrics and their imported points, models, dashboards and their views, reports (the stored file as its size), the market data sets, job runs and activity days; one JSON Lines file per table, without the dashboards' share-link hashes.
 */
@Injectable()
export class BiAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'bi',
      export: ({ workspaceId }, writer) =>
        exportWorkspaceTables(this.em.fork(), workspaceId, writer, biEntities, { prefix: 'bi_', omit: ['bi_dashboard.share_token_hash'] }),
    });
  }
}
