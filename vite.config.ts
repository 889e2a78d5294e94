import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';

// The client build. The server (server/) serves dist/ in production; `npm run dev` proxies
// API and socket calls to a server started with `npm start`.
export default defineConfig({
  plugins: [
    react(),
    lingui({ macroTransform: true }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/img': 'http://127.0.0.1:8080',
      '/socket': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
