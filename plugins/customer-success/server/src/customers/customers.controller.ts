import { Controller, Delete, Get, Header, HttpCode, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, ValidBody, ValidParams, ValidQuery, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import {
  createCustomerSchema,
  customerIdSchema,
  customerListQuerySchema,
  updateCustomerSchema,
  type CustomerList,
  type CustomerView,
} from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { CustomersService } from './customers.service.js';

/** `/api/cs/customers` (Clientes). */
@ApiTags('customer-success')
@Controller('cs/customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'CustomerList: the client workspaces and clients added by hand, with their health, filtered by riskLevel, csm, status and search.',
  })
  list(
    @CurrentAuth() auth: AuthContext,
    @ValidQuery(customerListQuerySchema) query: z.output<typeof customerListQuerySchema>,
    @RequestLanguage() language: Language,
  ): Promise<CustomerList> {
    return this.customers.list(auth.workspaceId, query, language);
  }

  @Post()
  @ApiCreatedResponse({ description: 'CustomerView of a client added by hand, its health computed.' })
  create(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(createCustomerSchema) input: z.output<typeof createCustomerSchema>,
    @RequestLanguage() language: Language,
  ): Promise<CustomerView> {
    return this.customers.create(auth, input, language);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'CustomerView; 404 for a client this workspace does not have.' })
  get(@CurrentAuth() auth: AuthContext, @ValidParams(customerIdSchema) params: { id: string }, @RequestLanguage() language: Language): Promise<CustomerView> {
    return this.customers.get(auth.workspaceId, params.id, language);
  }

  @Put(':id')
  @ApiOkResponse({
    description: 'CustomerView after the changes (lastActivity: the refresh button; status churned: the client left), its health computed again.',
  })
  update(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(customerIdSchema) params: { id: string },
    @ValidBody(updateCustomerSchema) changes: z.output<typeof updateCustomerSchema>,
    @RequestLanguage() language: Language,
  ): Promise<CustomerView> {
    return this.customers.update(auth.workspaceId, params.id, changes, language);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }: a client added by hand and its history deleted; 409 for a client workspace (deleted on /clients).' })
  @BodyLess('deletes the client added by hand named in the path')
  async remove(@CurrentAuth() auth: AuthContext, @ValidParams(customerIdSchema) params: { id: string }): Promise<{ success: true }> {
    await this.customers.remove(auth.workspaceId, params.id);
    return { success: true };
  }
}
