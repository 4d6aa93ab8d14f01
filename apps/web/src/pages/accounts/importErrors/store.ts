import type { ImportRowError } from '@canteen/contract';

/** Where a money import leaves its refused sheet for the errors page (kept across a reload of that page). */
export const IMPORT_ERRORS_KEY = 'accountImports.errors';
export const IMPORT_ERRORS_PATH = '/account/daoruyichang';

export interface StoredImportErrors {
  /** i18n key naming what was imported (the card's title). */
  what: string;
  fileName: string;
  total: number;
  errors: ImportRowError[];
  msg: string;
  /** The page the import was started from. */
  back: string;
}

export function saveImportErrors(stored: StoredImportErrors) {
  sessionStorage.setItem(IMPORT_ERRORS_KEY, JSON.stringify(stored));
}

export function loadImportErrors(): StoredImportErrors | null {
  try {
    const text = sessionStorage.getItem(IMPORT_ERRORS_KEY);
    return text ? (JSON.parse(text) as StoredImportErrors) : null;
  } catch {
    return null;
  }
}
