import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = 'http://127.0.0.1:8080';
/** Everything the console asks the server for (DESIGN §3 prefixes, uploaded files, the config, the API docs). */
const PROXIED = ['/yunshitang', '/yunshitangreport', '/yunshitangdrp', '/yunshitangthird', '/admin', '/auth', '/aifoodcleaning', '/files', '/api-docs', '/config.json'];

const ANTD = /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|dayjs|stylis|@babel[\\/]runtime)[\\/]/;

/**
 * Libraries in their own long-cached chunks. Only the part of antd the login page needs is loaded
 * up front; components used only inside the console (tables, pickers…) load with the layout and pages,
 * in pieces of at most ~1.6 MB of source (each under 500 kB minified, ~140 kB gzip).
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-i18next|i18next|@tanstack)[\\/]/ },
  { name: 'antd', test: ANTD, tags: ['$initial' as const] },
  { name: 'antd-console', test: ANTD, maxSize: 1_600_000 },
  { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
  { name: 'forge', test: /node_modules[\\/]node-forge[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_CHUNKS.map((group, index) => ({ ...group, priority: VENDOR_CHUNKS.length - index })),
        },
      },
    },
  },
  server: {
    port: 58100,
    strictPort: true,
    // Whole path segments only: '/auth' must not catch the console's own '/auth-redirect'.
    proxy: Object.fromEntries(PROXIED.map((prefix) => [`^${prefix.replace('.', '\\.')}(?:[/?]|$)`, { target: API_TARGET }])),
  },
});
