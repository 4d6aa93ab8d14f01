// import { m } from './text';  — entries are m(zh, en, es, ja)

/** Server messages of the peopleMaster part. */
export const peopleMasterMessages = {} as const;
