// import { m } from './text';  — entries are m(zh, en, es, ja)

/** Server messages of the accounts part. */
export const accountsMessages = {} as const;
