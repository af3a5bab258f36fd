import { Injectable } from '@nestjs/common';
import { AccountDataPort, type AccountDataExporter } from '@otimiza/sdk/server';

/** The exporters of the core and of every mounted plugin, in the order they registered. */
@Injectable()
export class AccountDataRegistry extends AccountDataPort {
  private readonly registered: AccountDataExporter[] = [];

  register(exporter: AccountDataExporter): void {
    if (!/^[a-z][a-z0-9-]*$/.test(exporter.section)) throw new Error(`account data section "${exporter.section}" must be a lower-case id`);
    if (this.registered.some((existing) => existing.section === exporter.section)) {
      throw new Error(`account data section "${exporter.section}" is registered twice`);
    }
    this.registered.push(exporter);
  }

  exporters(): readonly AccountDataExporter[] {
    return this.registered;
  }
}
