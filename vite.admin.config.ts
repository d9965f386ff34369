import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The operator console (admin.html, served for every /admin path), built apart from the public site into
 * the same dist/web after it: the two share no chunk, so the console can change without changing a byte
 * of what a visitor's first page loads.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: false,
    rollupOptions: { input: fileURLToPath(new URL('./src/web/admin.html', import.meta.url)) },
  },
});
