import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.ts';
import { RequiredParameterError } from './errors.ts';

describe('apiPath', () => {
  it('fills every placeholder, URL-encoded', () => {
    expect(apiPath('/services/{serviceId}', { serviceId: 'abc123' })).toBe('/services/abc123');
    expect(apiPath('/fixed-page/{pageSlug}', { pageSlug: 'about us/1' })).toBe('/fixed-page/about%20us%2F1');
    expect(apiPath('/casts/me/entries/{entryId}/estimates/{kind}', { entryId: 'e1', kind: 'initial' })).toBe(
      '/casts/me/entries/e1/estimates/initial',
    );
  });

  it.each([null, undefined])('throws RequiredParameterError naming a parameter that is %s', (value) => {
    const call = () => apiPath('/services/{serviceId}/menus', { serviceId: value });
    expect(call).toThrow(RequiredParameterError);
    expect(call).toThrow(/serviceId/);
  });

  it('names the missing parameter even when others are present', () => {
    try {
      apiPath('/messages/{customerAccountId}/{x}', { customerAccountId: 'a1', x: undefined });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RequiredParameterError);
      expect((error as RequiredParameterError).parameter).toBe('x');
    }
  });
});
