/**
 * The app's start in the browser, imported by main.tsx: it hydrates a page the server drew, with the data
 * it handed over, or draws the page itself.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { deriveApiBase, isApiHostMode } from './api/api-base.ts';
import { App } from './app/app.tsx';
import { createAppParts } from './app/create-app.ts';
import { reportRecoverableError } from './app/recoverable-errors.ts';
import { readHandover, takeOverQueries } from './app/server-handover.ts';
import { loadCatalogue } from './i18n/catalogues.ts';
import { rememberLocaleForServer } from './i18n/locale-cookie.ts';

/** Storage can throw when the browser blocks it (some private modes); the language then is not kept. */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Loads the code of the pages the server drew before the router starts: hydration must draw the same
 * tree at once, not a fallback while a page's chunk arrives (the HTML already links those chunks).
 */
async function loadMatchedPages(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Lets the browser handle input and paint between the steps of bringing a drawn page to life (matching
 * its route, starting the router, hydrating), each tens of milliseconds on a slow phone: one long task
 * would block it for their sum. The drawn page works as plain links meanwhile.
 */
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

const apiHostMode = import.meta.env.VITE_API_HOST_MODE;
const parts = createAppParts({
  apiBase: deriveApiBase(window.location, isApiHostMode(apiHostMode) ? apiHostMode : 'same-origin'),
  fetch: window.fetch.bind(window),
  storage: browserStorage(),
  preferredLanguages: navigator.languages,
});
rememberLocaleForServer(parts.localeStore);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const handover = readHandover(document);
// The first draw (or hydration) is in the reader's language from its first frame: only Japanese is in the
// app's script, another language's messages are fetched first.
await loadCatalogue(parts.localeStore.get());
// A page drawn in another language than the reader's (a choice the server did not know yet) is drawn
// again here rather than hydrated.
if (handover && handover.locale === parts.localeStore.get()) {
  const untilFirstNavigation = takeOverQueries(parts.queryClient, handover);
  await loadMatchedPages(parts.routes);
  await nextTask();
  const app = parts.withRouter(createBrowserRouter(parts.routes, { hydrationData: handover.router }));
  untilFirstNavigation(app.router);
  await nextTask();
  // Hydrating as a transition lets React yield to the browser every few milliseconds (time slicing)
  // instead of taking the whole page in one task; a click meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <App app={app} />
      </StrictMode>,
      { onRecoverableError: reportRecoverableError },
    );
  });
} else {
  const app = parts.withRouter(createBrowserRouter(parts.routes));
  createRoot(rootElement).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
}
