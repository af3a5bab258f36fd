import { Module } from '@nestjs/common';
import { CustomerSuccessItemsController } from './items/customer-success-items.controller.js';
import { CustomerSuccessItemsService } from './items/customer-success-items.service.js';

/** Customer Success: its controllers and services. The host guards every route with the manifest's feature. */
@Module({
  controllers: [CustomerSuccessItemsController],
  providers: [CustomerSuccessItemsService],
})
export class CustomerSuccessModule {}
