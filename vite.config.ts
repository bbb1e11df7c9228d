import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/client',
  publicDir: path.resolve('src/client/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': path.resolve('src/client'), '@shared': path.resolve('src/shared') },
  },
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/dev/mailbox': `http://127.0.0.1:${apiPort}` },
  },
});
