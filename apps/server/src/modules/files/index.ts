/** The files module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { filesHandlers } from './routes';
export { registerFileServing } from './serve';
export { removeImage, uploadImage } from './service';
export { fileOwners, type FileOwnerAccess, type FileOwnerKind } from './rules';
