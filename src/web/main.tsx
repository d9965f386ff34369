import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { deriveApiBase, isApiHostMode } from './api/api-base.ts';
import { App } from './app/app.tsx';
import { createApp } from './app/create-app.ts';
import './styles/base.css';

/** Storage can throw when the browser blocks it (some private modes); the language then is not kept. */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const apiHostMode = import.meta.env.VITE_API_HOST_MODE;

const app = createApp({
  apiBase: deriveApiBase(window.location, isApiHostMode(apiHostMode) ? apiHostMode : 'same-origin'),
  fetch: window.fetch.bind(window),
  storage: browserStorage(),
  preferredLanguages: navigator.languages,
  createRouter: (routes) => createBrowserRouter(routes),
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
