export { setupPglite as default } from './globalSetup';
