import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the platform at /backoffice/ (apps/server/src/platform/backoffice-static.ts); a build for an
// origin of its own sets VITE_ADMIN_API_ORIGIN to the platform's address.
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Staff desktops on the office network: one bundle of Material UI and react-admin, cached for good.
    chunkSizeWarningLimit: 2500,
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
