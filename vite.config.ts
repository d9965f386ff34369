import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app: sources in src/web, built into dist/web (which the server serves). In development the
 * dev server forwards /api to the API server on port 3000, so the app talks to one origin as in production.
 * The operator console is a second build (vite.admin.config.ts) into the same folder.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/web/.ssr' : './dist/web', import.meta.url)),
    emptyOutDir: true,
    // The manifest lets a test check that no console module is in the public pages' graph.
    manifest: !isSsrBuild,
    ...(isSsrBuild && {
      rolldownOptions: {
        output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
      },
    }),
  },
  // The server entry (src/web/entry-server.tsx, `vite build --ssr`) is self-contained: it carries its
  // dependencies and names its files .mjs, so it runs from any folder (tests build into /tmp).
  ssr: { noExternal: true },
  // Bundled dependencies (React) pick their production build by this, which Node would read at run time.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  server: {
    proxy: {
      // The API, but not the app's own modules under src/web/api (requested as /api/….ts).
      '^/api(?!/.*\\.tsx?(\\?|$))': 'http://localhost:3000',
    },
  },
}));
