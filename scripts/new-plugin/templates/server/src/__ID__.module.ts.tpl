import { Module } from '@nestjs/common';
import { __PASCAL__ItemsController } from './items/__ID__-items.controller.js';
import { __PASCAL__ItemsService } from './items/__ID__-items.service.js';

/** __TITLE__: its controllers and services. The host guards every route with the manifest's feature. */
@Module({
  controllers: [__PASCAL__ItemsController],
  providers: [__PASCAL__ItemsService],
})
export class __PASCAL__Module {}
