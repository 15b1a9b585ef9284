import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API is served by apps/server on port 3000; in development Vite forwards /api there so that the
// browser sees one origin, exactly as in production where the server also serves this build.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server sends the whole build from one origin; no source maps are shipped to users.
    sourcemap: false,
  },
});
