import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig({
  root: 'src/client',
  plugins: [
    react(),
    tailwindcss(),
    // Each text file also as .br and .gz next to it; the server sends the one the browser accepts (app.ts).
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
    }),
  ],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
