import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  root: 'src/client',
  plugins: [
    react(),
    tailwindcss(),
    // The installable app (decision 014): a manifest, and a service worker that precaches the app shell so it
    // opens offline. It never caches the API: only the built files are precached, and navigations under /api
    // (the docs, file downloads, the calendar feed) always go to the server.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'theme.js', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'HRIS',
        short_name: 'HRIS',
        description: 'Attendance, leave and people, in one place.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#4338ca',
        background_color: '#f8fafc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The new version waits until the person chooses Reload (the update prompt), so a form is never lost.
        skipWaiting: false,
        clientsClaim: false,
        sourcemap: false,
      },
    }),
    // Each text file also as .br and .gz next to it; the server sends the one the browser accepts (app.ts).
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
