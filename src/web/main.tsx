import './zod-config.ts';
import { HANDOVER_ELEMENT_ID } from '../core/server-render.ts';
import './styles/base.css';

/*
 * The first script, kept to a few hundred bytes. A page the server drew (docs/server-rendering.md) is
 * readable without any script, so the app is requested only once the browser has painted it: on a slow
 * phone its scripts would otherwise share the line with the page's stylesheets and pictures and hold the
 * first paint back. A page the browser draws itself starts the app at once.
 */
if (document.getElementById(HANDOVER_ELEMENT_ID)) {
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
}
// React is evaluated in a task of its own, before the app's modules in the next: on a slow phone each is
// tens of milliseconds, and together they would be one long task that holds back input.
await import('react-dom/client');
await new Promise((next) => setTimeout(next, 0));
await import('./start-app.tsx');
