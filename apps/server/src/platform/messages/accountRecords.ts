// import { m } from './text';  — entries are m(zh, en, es, ja)

/** Server messages of the accountRecords part. */
export const accountRecordsMessages = {} as const;
