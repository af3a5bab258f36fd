import { setupI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InterfaceCatalogs } from './interfaceCatalogs';
import type { CatalogLoader } from './pluginNamespaces';

afterEach(cleanup);

// The same Portuguese text gives the same id in every catalog: the host's and the plugin's clash on it.
const verified = msg`Verificado`.id;
const auditName = msg`Auditoria`.id;
const retry = 'sdk.queryError.retry';

const hostCatalog: CatalogLoader = async (locale) => ({
  messages: locale === 'en' ? { [verified]: 'Verified', [retry]: 'Try again' } : { [verified]: 'Verificado', [retry]: 'Tentar novamente' },
});
const auditCatalog: CatalogLoader = async (locale) => ({
  messages: locale === 'en' ? { [verified]: 'Checked', [auditName]: 'Audit' } : { [verified]: 'Verificado', [auditName]: 'Auditoria' },
});

/** The host's catalogs over a fresh host instance (not the app's global one), with the audit plugin's registered. */
async function interfaceIn(locale: 'pt-BR' | 'en'): Promise<{ host: I18n; catalogs: InterfaceCatalogs }> {
  const host = setupI18n();
  const catalogs = new InterfaceCatalogs(host);
  catalogs.registerHostCatalog(hostCatalog);
  catalogs.plugins.register('audit', auditCatalog);
  await catalogs.activateLocale(locale);
  return { host, catalogs };
}

function HostAndPluginPage({ host, catalogs }: { host: I18n; catalogs: InterfaceCatalogs }) {
  const failed = { error: new Error('500'), isFetching: false, refetch: () => undefined };
  return (
    <I18nProvider i18n={host}>
      <p data-testid="host-text">
        <Trans>Verificado</Trans>
      </p>
      <I18nProvider i18n={catalogs.plugins.instanceOf('audit')}>
        <section data-testid="plugin-page">
          <p data-testid="plugin-text">
            <Trans>Verificado</Trans>
          </p>
          <QueryErrorAlert title="—" query={failed} />
        </section>
      </I18nProvider>
    </I18nProvider>
  );
}

describe("a plugin's translations, in its own namespace", () => {
  it("read the plugin's word in its page and the host's beside it, in English", async () => {
    const { host, catalogs } = await interfaceIn('en');
    render(<HostAndPluginPage host={host} catalogs={catalogs} />);
    expect(screen.getByTestId('host-text').textContent).toBe('Verified');
    expect(screen.getByTestId('plugin-text').textContent).toBe('Checked');
  });

  it("never enter the host's instance", async () => {
    const { host, catalogs } = await interfaceIn('en');
    expect(host.messages[auditName]).toBeUndefined();
    expect(host._(verified)).toBe('Verified');
    expect(catalogs.plugins.instanceOf('audit')._(auditName)).toBe('Audit');
  });

  it("leave the SDK's components inside a plugin page with the host's texts", async () => {
    const { host, catalogs } = await interfaceIn('en');
    render(<HostAndPluginPage host={host} catalogs={catalogs} />);
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
  });

  it('follow a language switch in the host and in the plugin, once every catalog is loaded', async () => {
    const { host, catalogs } = await interfaceIn('en');
    render(<HostAndPluginPage host={host} catalogs={catalogs} />);
    await act(() => catalogs.activateLocale('pt-BR'));
    expect(screen.getByTestId('host-text').textContent).toBe('Verificado');
    expect(screen.getByTestId('plugin-text').textContent).toBe('Verificado');
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeTruthy();
    await act(() => catalogs.activateLocale('en'));
    expect(screen.getByTestId('host-text').textContent).toBe('Verified');
    expect(screen.getByTestId('plugin-text').textContent).toBe('Checked');
  });

  it('switch nothing until the catalogs of the new language are loaded', async () => {
    const { host, catalogs } = await interfaceIn('pt-BR');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    catalogs.plugins.register('audit', async (locale) => {
      await held;
      return auditCatalog(locale);
    });
    const switching = catalogs.activateLocale('en');
    // Lets the host's catalog arrive meanwhile: only the plugin's is still held.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([host.locale, catalogs.plugins.instanceOf('audit').locale]).toEqual(['pt-BR', 'pt-BR']);
    release();
    await switching;
    expect([host.locale, catalogs.plugins.instanceOf('audit').locale]).toEqual(['en', 'en']);
  });

  it('give a plugin first loaded after a switch the language in force', async () => {
    const { catalogs } = await interfaceIn('en');
    catalogs.plugins.register('bi', async () => ({ messages: { [verified]: 'Confirmed' } }));
    await catalogs.plugins.load('bi', 'en');
    expect(catalogs.plugins.instanceOf('bi').locale).toBe('en');
    expect(catalogs.plugins.instanceOf('bi')._(verified)).toBe('Confirmed');
  });
});
