import { z } from 'zod';

/** Largest amount accepted in one operation: ￥100 000 000.00. Keeps every sum far inside safe integers. */
export const MAX_CENTS = 10_000_000_000;

/** A positive amount of money in integer cents. Floats, negatives, NaN, strings and huge numbers are refused. */
export const cents = z.int().positive().max(MAX_CENTS);
/** An amount that may be zero. */
export const centsOrZero = z.int().nonnegative().max(MAX_CENTS);

/**
 * Largest price or fee of one item (a dish, a piece of tableware, a delivery): ￥1 000 000.00. Such amounts are kept
 * in `int` columns, whose limit (2 147 483 647) this stays far below, so a sum of a few still fits.
 */
export const MAX_PRICE_CENTS = 100_000_000;
/** A price or fee in integer cents, zero allowed. */
export const priceCents = z.int().nonnegative().max(MAX_PRICE_CENTS);

function yuanText(cents: number, sign: string): string {
  const abs = Math.abs(Math.round(cents));
  const yuan = Math.floor(abs / 100).toLocaleString('en-US');
  const fen = String(abs % 100).padStart(2, '0');
  return `${sign}${yuan}.${fen}`;
}

/**
 * The spec's money display (second document §9): cents ÷ 100 with 2 decimals and the ￥ sign, or with `sign` ''
 * the bare number (its second variant). Both give empty output for a negative amount, as for one that is not a number.
 */
export function formatMoney(value: number | null | undefined, sign = '￥'): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return '';
  return yuanText(value, sign);
}

/** An amount whose sign is the information (a ledger movement, a balance in overdraft): '-￥12.50'. */
export function formatSignedMoney(value: number | null | undefined, sign = '￥'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${value < 0 ? '-' : ''}${yuanText(value, sign)}`;
}

const ABBREVIATIONS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** 12345 → "12.3k" (spec §9: k, M, G, T, P, E). */
export function abbreviateNumber(value: number, digits = 1): string {
  for (const a of ABBREVIATIONS) {
    if (Math.abs(value) >= a.value) {
      return (value / a.value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + a.symbol;
    }
  }
  return String(value);
}
