import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import {
  assemblePlanCatalogue,
  landingPlanLinePlaceholder,
  landingSupportEmailPlaceholder,
  planIds,
  type Language,
  type SiteInfoResponse,
} from '@otimiza/sdk/shared';
import { planCatalogueQueryOptions, siteInfoQueryOptions } from '@otimiza/sdk/web';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { ConfigProvider } from 'antd';
import { renderToString } from 'react-dom/server';
import { theme } from '../../../kernel/app/theme';
import { antdLocales } from '../../../kernel/i18n/antdLocale';
import { loadCoreCatalog } from '../../../kernel/i18n/coreCatalog';
import { activateLocale, i18n, registerHostCatalog } from '../../../kernel/i18n/i18n';
import { localeOf } from '../../../kernel/i18n/languages';
import { languageStore } from '../../../kernel/i18n/languageStore';
import { LandingPage } from '../LandingPage';

export interface RenderedLanding {
  /** The landing page's markup, as the app would render it for a visitor. */
  body: string;
  /** antd's component styles for that markup (`<style>` elements). */
  styles: string;
  title: string;
  description: string;
}

registerHostCatalog(loadCoreCatalog);

/**
 * The plan catalogue the landing is rendered with: the build knows no plugin (they are loaded at
 * run time), so each plan card gets one placeholder feature line, the first plan that has it being
 * that card's; the server writes the features its instance sells in its place.
 */
const placeholderCatalogue = assemblePlanCatalogue(
  planIds.map((plan, index) => ({
    key: `${landingPlanLinePlaceholder}-${plan}`,
    label: { pt: landingPlanLinePlaceholder, en: landingPlanLinePlaceholder },
    plans: planIds.slice(index),
  })),
);

/**
 * The landing page rendered at build time in one language, so that visitors get its content in
 * the first response — no JavaScript to download and run before the page shows. The server fills
 * in the plan cards' feature lines of the plugins its instance mounts and the footer's support
 * e-mail (core/server/src/kernel/web/landing-plan-lines.ts, landing-support.ts).
 */
export async function renderLanding(language: Language): Promise<RenderedLanding> {
  await activateLocale(localeOf[language]);
  languageStore.language = language;
  const queryClient = new QueryClient();
  // One placeholder line per plan card: the server writes its instance's features there (landing-plan-lines.ts).
  queryClient.setQueryData(planCatalogueQueryOptions().queryKey, placeholderCatalogue);
  // The support e-mail is a setting of the running server: it replaces this placeholder when it sends the page.
  // The landing is the product's own: a branded host gets the login page instead (serve-web.ts).
  // The landing page is the same on every instance: it shows no test-mode banner, so the run mode here is never read.
  const siteInfo: SiteInfoResponse = { support: { email: landingSupportEmailPlaceholder, url: null }, brand: null, environment: 'production' };
  queryClient.setQueryData(siteInfoQueryOptions().queryKey, siteInfo);
  const router = createRouter({
    routeTree: createRootRoute({ component: LandingPage }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const cache = createCache();
  const body = renderToString(
    <StyleProvider cache={cache}>
      <I18nProvider i18n={i18n}>
        <ConfigProvider theme={theme} locale={antdLocales[language]}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ConfigProvider>
      </I18nProvider>
    </StyleProvider>,
  );
  return {
    body,
    styles: extractStyle(cache),
    title: `${i18n._(msg`Auditoria de sites com correção automática`)} · Otimiza`,
    description: i18n._(
      msg`Auditoria do seu site com Lighthouse real, o HTML corrigido e a prova da melhoria: performance, acessibilidade, SEO e boas práticas.`,
    ),
  };
}
