import { MAX_CENTS } from '@canteen/contract';
import type { FormRule } from 'antd';

const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Yuan as typed ('12.5', '100', '0.07') to integer cents by string arithmetic, so no float rounding can move
 * a cent; null when the text is not a plain amount with at most 2 decimals.
 */
export function parseYuan(text: string | null | undefined): number | null {
  const m = YUAN.exec((text ?? '').trim());
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_CENTS ? cents : null;
}

/** Cents back to the text a money input shows: 1250 → '12.50'. */
export const centsToYuanText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Form rule of a yuan amount: a positive amount with at most 2 decimals (an empty optional field passes). */
export const yuanRule = (message: string, allowEmpty = false): FormRule => ({
  validator: (_rule, value: string | undefined) => {
    if (allowEmpty && !(value ?? '').trim()) return Promise.resolve();
    const cents = parseYuan(value);
    return cents !== null && cents > 0 ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

/**
 * A new idempotency key (DESIGN §5): 32 hex characters. getRandomValues also works on plain-HTTP intranet hosts,
 * where crypto.randomUUID is missing. Batch calls append '-custId', which stays well inside the 64 allowed.
 */
export function newBizNo(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
