import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const API_TARGET = 'http://127.0.0.1:8080';
/** Everything the console asks the server for (DESIGN §3 prefixes, uploaded files, the config, the API docs). */
const PROXIED = ['/yunshitang', '/yunshitangreport', '/yunshitangdrp', '/yunshitangthird', '/admin', '/auth', '/aifoodcleaning', '/files', '/api-docs', '/config.json'];

/*
 * Chunks are left to Rolldown's default splitting: hand-made vendor groups that split antd produced
 * chunks that imported each other in a cycle and failed at run time ("ne is not a function").
 */
export default defineConfig({
  // .br and .gz beside each text asset, built once: the server sends them as they are (@fastify/static preCompressed).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 58100,
    strictPort: true,
    // Whole path segments only: '/auth' must not catch the console's own '/auth-redirect'.
    proxy: Object.fromEntries(PROXIED.map((prefix) => [`^${prefix.replace('.', '\\.')}(?:[/?]|$)`, { target: API_TARGET }])),
  },
});
