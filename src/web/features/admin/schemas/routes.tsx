import type { ConsoleRoute } from '../shell/console-route.ts';

export const schemasRoutes: ConsoleRoute[] = [
  {
    path: 'schemas',
    lazy: async () => ({ Component: (await import('./schemas-page.tsx')).SchemasPage }),
    nav: { labelKey: 'schemas.nav.schemas', section: 'site' },
  },
  {
    path: 'schemas/:schemaSlug',
    lazy: async () => ({ Component: (await import('./schema-editor-page.tsx')).SchemaEditorPage }),
  },
  {
    path: 'layouts',
    lazy: async () => ({ Component: (await import('./layouts-page.tsx')).LayoutsPage }),
    nav: { labelKey: 'schemas.nav.layouts', section: 'site' },
  },
  {
    path: 'layouts/:layoutSlug',
    lazy: async () => ({ Component: (await import('./layouts-page.tsx')).LayoutsPage }),
  },
];
