import { Module } from '@nestjs/common';
import { defineServerPlugin, type ServerPlugin } from '@otimiza/sdk/server';
import { CustomerRecordsPort, type CustomerRecord, type NpsAnswer } from '@otimiza/plugin-customer-success-contract';
import { definePluginManifest } from '@otimiza/sdk/shared';

/** Customer success's records as a spec sets them, per workspace (the customer-success plugin provides the real port). */
export class CustomerRecordsStandIn extends CustomerRecordsPort {
  readonly customers = new Map<string, CustomerRecord[]>();
  readonly answers = new Map<string, NpsAnswer[]>();

  async customersOf(workspaceId: string): Promise<CustomerRecord[]> {
    return this.customers.get(workspaceId) ?? [];
  }

  async npsAnswersOf(workspaceId: string, since: Date): Promise<NpsAnswer[]> {
    return (this.answers.get(workspaceId) ?? []).filter((answer) => answer.at >= since);
  }
}

/** A plugin providing the stand-in as the CustomerRecordsPort. */
export function customerRecordsPlugin(records: CustomerRecordsStandIn): ServerPlugin {
  @Module({ providers: [{ provide: CustomerRecordsPort, useValue: records }], exports: [CustomerRecordsPort] })
  class CustomerRecordsStandInModule {}
  return defineServerPlugin({
    manifest: definePluginManifest({
      id: 'customer-records',
      displayName: { id: 'customer-records.name', message: 'Clientes' },
      requiredFeature: null,
      features: [],
    }),
    module: CustomerRecordsStandInModule,
    ports: { provides: [CustomerRecordsPort] },
  });
}
