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
await import('./start-app.tsx');
