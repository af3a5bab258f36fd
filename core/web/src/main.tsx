// First: zod must know it may not use eval before any module builds a schema.
import './kernel/app/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentUserQueryOptions } from './platform/session/sessionApi';
import { pluginsQueryOptions } from './kernel/api/plugins';
import { App } from './App';
import { queryClient } from './kernel/app/queryClient';
import { loadCoreCatalog } from './kernel/i18n/coreCatalog';
import { registerHostCatalog } from './kernel/i18n/i18n';
import { initLanguage } from './kernel/i18n/languageStore';
import { watchDemoWriteRefusals } from './platform/demo/demoErrors';
import { watchSessionExpiry } from './platform/session/sessionExpiry';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

registerHostCatalog(loadCoreCatalog);
// A 401 from any API call of the host or of a plugin page: the session ended, handled in one place.
watchSessionExpiry(queryClient);
// A write refused to the read-only investor demo: a warning, whichever page sent it.
watchDemoWriteRefusals(queryClient);

// The session and the plugin list are asked for while the interface texts load, not after.
void queryClient.prefetchQuery(currentUserQueryOptions());
void queryClient.prefetchQuery(pluginsQueryOptions());

initLanguage().then(
  () => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    // Without a catalog nothing can be translated: say so in both languages.
    console.error('Could not load the interface texts', error);
    container.innerHTML =
      '<main style="font-family:system-ui,sans-serif;padding:48px 24px;text-align:center">' +
      '<h1>Erro na Aplicação / Application Error</h1>' +
      '<p>Não foi possível carregar os textos da interface. / The interface texts could not be loaded.</p>' +
      '<button type="button" onclick="location.reload()">Recarregar / Reload</button></main>';
  },
);
