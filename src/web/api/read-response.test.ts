import { describe, expect, it } from 'vitest';
import { HttpError, UnexpectedResponseError, ValidationError } from './errors.ts';
import { readResponse } from './read-response.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('readResponse', () => {
  it('gives the JSON body of any 2xx', async () => {
    await expect(readResponse(jsonResponse(200, { data: { id: 'a1' } }))).resolves.toEqual({
      data: { id: 'a1' },
    });
    await expect(readResponse(jsonResponse(201, { data: 1 }))).resolves.toEqual({ data: 1 });
  });

  it('gives undefined for 204 No Content', async () => {
    await expect(readResponse(new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });

  it('turns 422 into a ValidationError with the message and the field errors', async () => {
    const error = await readResponse(
      jsonResponse(422, { message: '入力内容を確認してください', errors: { email: ['必須です'] } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      message: '入力内容を確認してください',
      errors: { email: ['必須です'] },
      status: 422,
    });
  });

  it.each([400, 401, 403, 404, 409, 429, 500, 503])(
    'turns %i into an HttpError with its status',
    async (status) => {
      const error = await readResponse(jsonResponse(status, { message: 'refused' })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).not.toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ message: 'refused', status, errors: {} });
    },
  );

  it('keeps the status of an error whose body is not JSON', async () => {
    const error = await readResponse(new Response('<h1>Bad Gateway</h1>', { status: 502 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, message: '' });
  });

  it('treats a redirect as unexpected', async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/login' } });
    await expect(readResponse(redirect)).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('treats a 2xx that is not JSON (an HTML fallback page) as unexpected', async () => {
    const html = new Response('<!doctype html><title>app</title>', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    });
    await expect(readResponse(html)).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('treats a 2xx with a broken JSON body as unexpected', async () => {
    const broken = new Response('{"data":', { status: 200, headers: { 'Content-Type': 'application/json' } });
    await expect(readResponse(broken)).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});
