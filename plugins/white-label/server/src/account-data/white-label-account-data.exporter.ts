import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, exportWorkspaceTables } from '@otimiza/sdk/server';
import { WhiteLabelBrandSchema } from '../data/white-label-brand.entity.js';
import { WhiteLabelDomainSchema } from '../data/white-label-domain.entity.js';

/**
 * The white-label plugin's part of a data export: the brand (the logo as its size) and the custom domains, without their verification tokens.
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
        exportWorkspaceTables(this.em.fork(), workspaceId, writer, [WhiteLabelBrandSchema, WhiteLabelDomainSchema], {
          prefix: 'white_label_',
          omit: ['white_label_domain.verification_token'],
        }),
    });
  }
}
