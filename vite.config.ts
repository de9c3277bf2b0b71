import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `vite build` builds the browser app (dist/web, with a manifest the server reads to preload a page's
// chunks); `vite build --ssr ssr/entry-server.tsx` builds the server's renderer of the public pages (dist/ssr).
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@common', replacement: fromRoot('./common') },
      { find: '@web', replacement: fromRoot('./web') },
      // React Router's package exports its development build; its own Vite plugin swaps in this one.
      {
        find: /^react-router$/,
        replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
      },
    ],
  },
  build: isSsrBuild
    ? { outDir: fromRoot('./dist/ssr'), emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: fromRoot('./dist/web'),
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        chunkSizeWarningLimit: 800,
      },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
}));
