/** The auth module's face (docs/ARCHITECTURE.md §6). */
export { authHandlers } from './routes';
