/** The admin module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { adminHandlers } from './routes';
export { merchantUserNames } from './users';
