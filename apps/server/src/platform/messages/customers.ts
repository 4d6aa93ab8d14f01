// import { m } from './text';  — entries are m(zh, en, es, ja)

/** Server messages of the customers part. */
export const customersMessages = {} as const;
