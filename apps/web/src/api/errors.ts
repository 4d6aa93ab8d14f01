/** A reply whose code is not 10000 / 59000: the call failed with the server's code, message and data. */
export class ApiError<D = unknown> extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: D;

  constructor(code: number, msg: string, data: D) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

/** A refused OAuth login: `error` is the OAuth code, `description` the server's text. */
export class LoginError extends Error {
  readonly error: string;
  readonly description: string;

  constructor(error: string, description: string) {
    super(description || error);
    this.name = 'LoginError';
    this.error = error;
    this.description = description;
  }
}
