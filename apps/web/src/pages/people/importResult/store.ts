import type { ImportResult, ImportRowError } from '@canteen/contract';
import { isPassThrough, type PassThroughReply } from '@/api';

/** Where the people page leaves the last import's outcome for the result page (kept across a reload of that page). */
export const IMPORT_RESULT_KEY = 'customers.importResult';
export const IMPORT_RESULT_PATH = '/personal/personnal/daorujieguo';

export interface StoredImport {
  mode: 'add' | 'update';
  fileName: string;
  total: number;
  /** Set when every row was written. */
  imported?: number;
  /** Set when rows were wrong and nothing was written (the 59000 reply). */
  errors?: ImportRowError[];
  msg?: string;
}

/** The upload's answer: data {total, imported} on success, or the whole 59000 reply with the row errors. */
export function toStoredImport(mode: StoredImport['mode'], fileName: string, answer: ImportResult | PassThroughReply): StoredImport {
  if (isPassThrough(answer)) return { mode, fileName, total: answer.data.total, errors: answer.data.errors, msg: answer.msg };
  return { mode, fileName, total: answer.total, imported: answer.imported };
}

export function saveImportResult(result: StoredImport) {
  sessionStorage.setItem(IMPORT_RESULT_KEY, JSON.stringify(result));
}

export function loadImportResult(): StoredImport | null {
  try {
    const text = sessionStorage.getItem(IMPORT_RESULT_KEY);
    return text ? (JSON.parse(text) as StoredImport) : null;
  } catch {
    return null;
  }
}
