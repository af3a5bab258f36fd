import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, exportWorkspaceTables } from '@otimiza/sdk/server';
import { customerSuccessEntities } from '../data/entities.js';

/**
 * The customer-success plugin's part of a data export: customers, health snapshots and reports (the PDF as its size), alerts, tasks, playbooks and their runs, survey answers, the churn model and the settings; one JSON Lines file per table. The instance's survey secret is no workspace's data.
 */
@Injectable()
export class CustomerSuccessAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'customer-success',
      export: ({ workspaceId }, writer) =>
        exportWorkspaceTables(this.em.fork(), workspaceId, writer, customerSuccessEntities, { prefix: 'customer_success_', omit: [] }),
    });
  }
}
