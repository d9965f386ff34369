import { type FieldErrors, HttpError, UnexpectedResponseError, ValidationError } from './errors.ts';

/**
 * Classifies a response as in spec section 8: any 2xx gives its JSON body (undefined when there is no
 * content); 422 throws ValidationError; any other status of 400 or more throws HttpError; everything
 * else (1xx, 3xx, an opaque redirect, a 2xx that is not JSON such as an HTML fallback page) throws
 * UnexpectedResponseError.
 */
export async function readResponse(response: Response): Promise<unknown> {
  const { status } = response;
  if (status >= 200 && status < 300) return readSuccessBody(response);
  if (status >= 400) {
    const { message, errors } = await readErrorBody(response);
    if (status === 422) throw new ValidationError(message, errors);
    throw new HttpError(message, status, errors);
  }
  throw new UnexpectedResponseError(status, response.statusText || 'neither a success nor an error status');
}

async function readSuccessBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if (!isJson(response)) {
    throw new UnexpectedResponseError(
      response.status,
      `expected JSON, got ${contentType(response) || 'no type'}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UnexpectedResponseError(response.status, 'the body is not valid JSON');
  }
}

/** Error bodies are `{ message, errors? }`; one that cannot be read still yields an error of its status. */
async function readErrorBody(response: Response): Promise<{ message: string; errors: FieldErrors }> {
  let body: unknown;
  try {
    body = isJson(response) ? await response.json() : undefined;
  } catch {
    body = undefined;
  }
  if (typeof body !== 'object' || body === null) return { message: '', errors: {} };
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  return { message: typeof message === 'string' ? message : '', errors: isFieldErrors(errors) ? errors : {} };
}

function isFieldErrors(value: unknown): value is FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
}

function contentType(response: Response): string {
  return response.headers.get('content-type') ?? '';
}

function isJson(response: Response): boolean {
  const mediaType = contentType(response).split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}
