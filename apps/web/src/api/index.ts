export { call, download, isPassThrough, upload, type InputArgs, type PassThroughReply } from './client';
export { login, encryptPassword } from './auth';
export { ApiError, LoginError } from './errors';
export { loadConfig, type ConsoleConfig } from './config';
export { DEFAULT_TIMEOUT_MS, type CallOptions } from './request';
export * from './session';
