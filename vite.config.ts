import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app: sources in src/web, built into dist/web (which the server serves). In development the
 * dev server forwards /api to the API server on port 3000, so the app talks to one origin as in production.
 * The operator console is a second build (vite.admin.config.ts) into the same folder.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // The manifest lets a test check that no console module is in the public pages' graph.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
