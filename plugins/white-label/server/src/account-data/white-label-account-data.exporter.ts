import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, exportWorkspaceTables } from '@otimiza/sdk/server';
import { WhiteLabelDomainSchema } from '../data/white-label-domain.entity.js';

/**
 * The white-label plugin's part of a data export: the custom domains, without their verification tokens. The brand is the
 * reports plugin's (its `brand-settings.json`), exported there once.
 */
@Injectable()
export class WhiteLabelAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'white-label',
      export: ({ workspaceId }, writer) =>
        exportWorkspaceTables(this.em.fork(), workspaceId, writer, [WhiteLabelDomainSchema], {
          prefix: 'white_label_',
          omit: ['white_label_domain.verification_token'],
        }),
    });
  }
}
