import { Module } from '@nestjs/common';
import { BiItemsController } from './items/bi-items.controller.js';
import { BiItemsService } from './items/bi-items.service.js';

/** Bi: its controllers and services. The host guards every route with the manifest's feature. */
@Module({
  controllers: [BiItemsController],
  providers: [BiItemsService],
})
export class BiModule {}
