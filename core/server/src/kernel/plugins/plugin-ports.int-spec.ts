import { Inject, Injectable, Module, Optional } from '@nestjs/common';
import { defineServerPlugin } from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { installedServerPlugins } from './loading/installed-server-plugins.js';
import { assertPortsDeclared } from './plugin-ports.js';

const { plugins } = await installedServerPlugins();

abstract class ProbePort {
  abstract ping(): string;
}

@Injectable()
class ProbeService extends ProbePort {
  ping() {
    return 'pong';
  }
}

@Module({ providers: [ProbeService, { provide: ProbePort, useExisting: ProbeService }], exports: [ProbePort] })
class ProviderModule {}

@Injectable()
class NeedsProbe {
  constructor(readonly probe: ProbePort) {}
}

@Injectable()
class MayUseProbe {
  constructor(@Optional() @Inject(ProbePort) readonly probe: ProbePort | null) {}
}

@Module({ providers: [NeedsProbe] })
class NeedingModule {}

@Module({ imports: [NeedingModule] })
class ConsumerModule {}

@Module({ providers: [MayUseProbe] })
class OptionalConsumerModule {}

const manifest = (id: string, requires: string[] = []) =>
  definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature: null, requires });
const provider = defineServerPlugin({ manifest: manifest('probe-provider'), module: ProviderModule, ports: { provides: [ProbePort] } });

describe('ports between plugins, checked at start against what the classes inject and register', () => {
  it('hold for every installed plugin: each declares what it provides and consumes, and requires the plugins of what it cannot do without', () => {
    expect(() => assertPortsDeclared(plugins)).not.toThrow();
  });

  it('refuse a port injected (in an imported module too) without being declared, naming plugin, port and provider', () => {
    const consumer = defineServerPlugin({ manifest: manifest('probe-consumer', ['probe-provider']), module: ConsumerModule });
    expect(() => assertPortsDeclared([provider, consumer])).toThrow(
      'plugin "probe-consumer" injects ProbePort (from plugin "probe-provider") without declaring it in ports.consumes',
    );
  });

  it('refuse a consumed port whose plugin is not required, and accept it once required or once optional', () => {
    const unrequired = defineServerPlugin({ manifest: manifest('probe-consumer'), module: ConsumerModule, ports: { consumes: [ProbePort] } });
    expect(() => assertPortsDeclared([provider, unrequired])).toThrow(
      'plugin "probe-consumer" needs ProbePort from plugin "probe-provider" but does not list "probe-provider" in its manifest\'s requires',
    );
    const required = defineServerPlugin({ manifest: manifest('probe-consumer', ['probe-provider']), module: ConsumerModule, ports: { consumes: [ProbePort] } });
    expect(() => assertPortsDeclared([provider, required])).not.toThrow();
    const optional = defineServerPlugin({ manifest: manifest('probe-optional'), module: OptionalConsumerModule, ports: { optional: [ProbePort] } });
    expect(() => assertPortsDeclared([provider, optional])).not.toThrow();
    expect(() => assertPortsDeclared([optional], [provider, optional])).not.toThrow();
  });

  it('refuse a declared port the plugin registers no provider of', () => {
    const empty = defineServerPlugin({ manifest: manifest('probe-empty'), module: NeedingModule, ports: { provides: [ProbePort] } });
    expect(() => assertPortsDeclared([empty])).toThrow('plugin "probe-empty" declares that it provides ProbePort but registers no provider of it');
  });
});
