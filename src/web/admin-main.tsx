import './zod-config.ts';
import { deriveApiBase, isApiHostMode } from './api/api-base.ts';
import { startConsole } from './features/admin/shell/start-console.tsx';
import './styles/base.css';
import './app/shell/layout.css';

/**
 * The operator console's page (admin.html, served for every /admin path): a build entry of its own, so
 * the public pages' entry carries not one byte of the console.
 */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const apiHostMode = import.meta.env.VITE_API_HOST_MODE;
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('admin.html has no #root element');
startConsole({
  rootElement,
  apiBase: deriveApiBase(window.location, isApiHostMode(apiHostMode) ? apiHostMode : 'same-origin'),
  storage: browserStorage(),
});
