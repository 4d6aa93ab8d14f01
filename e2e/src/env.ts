import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PORT = Number(process.env.E2E_PORT ?? 18080);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
