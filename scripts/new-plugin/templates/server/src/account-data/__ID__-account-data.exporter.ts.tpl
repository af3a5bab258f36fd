import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, exportWorkspaceTables } from '@otimiza/sdk/server';
import { __PASCAL__ItemSchema } from '../data/__ID__-item.entity.js';

/** __TITLE__'s part of a user's data export (LGPD): the workspace's items, as stored. */
@Injectable()
export class __PASCAL__AccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: '__ID__',
      export: ({ workspaceId }, writer) => exportWorkspaceTables(this.em.fork(), workspaceId, writer, [__PASCAL__ItemSchema], { prefix: '__TABLE_PREFIX__' }),
    });
  }
}
