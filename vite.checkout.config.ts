import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The checkout frame's build (server/checkout/frame): a small React + Lingui page the checkout
// server serves under /frame/ on its own origin. No service worker: the frame must always be
// the server's current one, since it handles logins and payments.
const root = import.meta.dirname;

export default defineConfig({
  root: path.join(root, 'server/checkout/frame'),
  base: '/frame/',
  plugins: [react(), lingui({ macroTransform: true })],
  build: {
    outDir: path.join(root, 'dist-checkout'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});
