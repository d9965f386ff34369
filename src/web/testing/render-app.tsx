import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { App } from '../app/app.tsx';
import { createApp } from '../app/create-app.ts';

afterEach(cleanup);

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** The whole app (providers, router, guard, error handler) at `path`, talking to a fake fetch. */
export function renderApp(path: string, fetch: typeof globalThis.fetch) {
  const app = createApp({
    apiBase: '/api',
    fetch,
    storage: memoryStorage(),
    readCookies: () => 'XSRF-TOKEN=token%3D1',
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
  render(<App app={app} />);
  return app;
}
