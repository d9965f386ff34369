/**
 * The failures a call can end in (spec section 8). Pages and the error handler tell them apart with
 * `instanceof`; none of them notifies or redirects by itself.
 */

export type FieldErrors = Record<string, string[]>;

/** Any status of 400 or more: the server's message, its field errors if any, and the status. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422: the input was refused; `errors` holds the messages of each field, keyed by its dotted path. */
export class ValidationError extends HttpError {
  constructor(message: string, errors: FieldErrors) {
    super(message, 422, errors);
    this.name = 'ValidationError';
  }
}

/** Anything that is neither a success nor an error status, or a success whose body cannot be read. */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`unexpected response (status ${status}): ${detail}`);
    this.name = 'UnexpectedResponseError';
  }
}

/** The request never got an answer: offline, DNS, connection refused, CORS. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network error', { cause });
    this.name = 'NetworkError';
  }
}

/** A path parameter was null or undefined (spec section 5); raised before any request is sent. */
export class RequiredParameterError extends Error {
  constructor(readonly parameter: string) {
    super(`required parameter "${parameter}" is missing`);
    this.name = 'RequiredParameterError';
  }
}
