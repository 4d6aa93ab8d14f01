/** Reply codes of the transport contract (DESIGN §3). The console translates them; the server maps them to HTTP statuses. */
export const Code = {
  OK: 10000,
  UNAUTHORIZED: 20001,
  PASS_THROUGH: 59000,
  VALIDATION: 40000,
  BAD_ENVELOPE: 40001,
  REPLAYED: 40002,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  BUSINESS_RULE: 42200,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

export const httpStatusOf: Record<Code, number> = {
  10000: 200,
  20001: 401,
  59000: 200,
  40000: 400,
  40001: 400,
  40002: 400,
  40300: 403,
  40400: 404,
  40900: 409,
  42200: 422,
  42900: 429,
  50000: 500,
};

export interface Reply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A field-level validation problem, listed in `data.fields` of a 40000 reply. */
export interface FieldError {
  field: string;
  message: string;
}
