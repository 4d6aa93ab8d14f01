export { setupPostgres as default } from './globalSetup';
