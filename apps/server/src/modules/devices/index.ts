/** The devices module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { devicesHandlers } from './routes';
export { devicesAiHandlers } from './aiRoutes';
export { bumpDeviceVersion, versionsFor } from './versions';
export { getDevice } from './registry';
