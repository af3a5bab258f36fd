import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, exportWorkspaceTables } from '@otimiza/sdk/server';
import { auditEntities } from '../data/entities.js';

/**
 * The audit plugin's part of a data export: its reports (without the share-link hash), their check results and the monitors, one JSON Lines file per table.
 */
@Injectable()
export class AuditAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'audit',
      export: ({ workspaceId }, writer) =>
        exportWorkspaceTables(this.em.fork(), workspaceId, writer, auditEntities, { prefix: 'audit_', omit: ['audit_report.share_token_hash'] }),
    });
  }
}
