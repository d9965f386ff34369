import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountType } from '../../core/enums.ts';
import {
  HttpError,
  NetworkError,
  RequiredParameterError,
  UnexpectedResponseError,
  ValidationError,
} from '../api/errors.ts';
import { loadCatalogue, translatorFor } from '../i18n/catalogues.ts';
import { type ApiErrorDeps, handleApiError } from './handle-api-error.ts';

function handle(
  error: unknown,
  context: { pathname: string; userType?: AccountType | null; locale?: 'ja' | 'en' },
) {
  const deps: ApiErrorDeps = {
    notify: vi.fn(() => 1),
    navigate: vi.fn(),
    forgetUser: vi.fn(),
    userType: context.userType ?? null,
    pathname: context.pathname,
    t: translatorFor(context.locale ?? 'ja'),
  };
  handleApiError(error, deps);
  return deps;
}

// English arrives as its own chunk (catalogues.ts); the app shows it once loaded, as here.
beforeAll(() => loadCatalogue('en'));

describe('handleApiError', () => {
  it('401 on a protected page: forgets the user and goes to the area’s login page, saying whence', () => {
    const cast = handle(new HttpError('Unauthenticated.', 401), {
      pathname: '/cast/entries/e1',
      userType: 'cast',
    });
    expect(cast.forgetUser).toHaveBeenCalled();
    expect(cast.navigate).toHaveBeenCalledWith(
      '/cast/login?reason=unAuthorization&from=%2Fcast%2Fentries%2Fe1',
    );

    const shared = handle(new HttpError('Unauthenticated.', 401), { pathname: '/messages' });
    expect(shared.navigate).toHaveBeenCalledWith('/guest/login?reason=unAuthorization&from=%2Fmessages');
  });

  it('401 on a public page: does nothing visible', () => {
    for (const pathname of ['/', '/guest/services/s1', '/cast/login', '/cast/guests/g1']) {
      const deps = handle(new HttpError('Unauthenticated.', 401), { pathname });
      expect(deps.navigate).not.toHaveBeenCalled();
      expect(deps.notify).not.toHaveBeenCalled();
    }
  });

  it('403: shows the message and goes to the user’s my-page', () => {
    const guest = handle(new HttpError('この操作はできません', 403), {
      pathname: '/cast/sales',
      userType: 'guest',
    });
    expect(guest.notify).toHaveBeenCalledWith({ type: 'danger', message: 'この操作はできません' });
    expect(guest.navigate).toHaveBeenCalledWith('/guest/my-page');

    const cast = handle(new HttpError('この操作はできません', 403), {
      pathname: '/guest/sales',
      userType: 'cast',
    });
    expect(cast.navigate).toHaveBeenCalledWith('/cast/my-page');
  });

  it('404: goes to /404', () => {
    const deps = handle(new HttpError('Not Found', 404), { pathname: '/guest/services/zz9' });
    expect(deps.navigate).toHaveBeenCalledWith('/404');
  });

  it('422: shows the message as a danger notice and stays', () => {
    const deps = handle(new ValidationError('入力内容を確認してください', { email: ['必須です'] }), {
      pathname: '/contact',
    });
    expect(deps.notify).toHaveBeenCalledWith({ type: 'danger', message: '入力内容を確認してください' });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it.each([409, 429, 500])('%i: shows the server’s message', (status) => {
    const deps = handle(new HttpError(`server says ${status}`, status), { pathname: '/cast/entries/e1' });
    expect(deps.notify).toHaveBeenCalledWith({ type: 'danger', message: `server says ${status}` });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('a network failure: the communication-error notice, in the chosen language', () => {
    const ja = handle(new NetworkError(new TypeError('Failed to fetch')), { pathname: '/' });
    expect(ja.notify).toHaveBeenCalledWith({ type: 'danger', message: '通信エラーが発生しました' });

    const en = handle(new NetworkError(new TypeError('Failed to fetch')), { pathname: '/', locale: 'en' });
    expect(en.notify).toHaveBeenCalledWith({ type: 'danger', message: 'A communication error occurred.' });
  });

  it.each([
    ['a missing path parameter', new RequiredParameterError('serviceId')],
    ['an unexpected response', new UnexpectedResponseError(302, 'redirect')],
    ['a programming error', new TypeError('x is undefined')],
  ])('%s: a generic danger notice', (_name, error) => {
    const deps = handle(error, { pathname: '/' });
    expect(deps.notify).toHaveBeenCalledWith({ type: 'danger', message: '予期しないエラーが発生しました' });
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
