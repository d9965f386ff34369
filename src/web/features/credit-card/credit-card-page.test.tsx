import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StripeCardElement, StripeJs } from '../../payments/stripe-js.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** The first render loads the site, the session and a lazy page: slow on a busy machine. */
const LOADED = { timeout: 5000 };
const PAGE = '/guest/account-info/credit-card';
const VISA = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2034 };

/**
 * Stands in for Stripe.js (which only js.stripe.com serves): it records where the card field was mounted
 * and answers createPaymentMethod as told.
 */
function fakeStripeJs(answer: Awaited<ReturnType<StripeJs['createPaymentMethod']>>) {
  const seen: { key?: string; locale?: string; mountedIn?: HTMLElement; destroyed: boolean } = {
    destroyed: false,
  };
  const card: StripeCardElement = {
    mount: (element) => {
      seen.mountedIn = element;
    },
    destroy: () => {
      seen.destroyed = true;
    },
  };
  window.Stripe = (key, options) => {
    seen.key = key;
    seen.locale = options.locale;
    return {
      elements: () => ({ create: () => card }),
      createPaymentMethod: async (input) => {
        expect(input).toEqual({ type: 'card', card });
        return answer;
      },
    };
  };
  return seen;
}

afterEach(() => {
  delete window.Stripe;
});

async function submitWhenReady() {
  const button = await screen.findByRole('button', { name: 'カードを登録する' }, LOADED);
  // Enabled once Stripe's card field is mounted.
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

function server(tokenizer: unknown, put = json(200, { data: VISA })) {
  return createFakeApi({
    'GET /site': json(200, { data: siteInfo() }),
    'GET /me': json(200, { data: guestMe() }),
    'GET /customers/me/credit-card': json(200, { data: null }),
    'GET /customers/me/credit-card/tokenizer': json(200, { data: tokenizer }),
    'PUT /customers/me/credit-card': put,
  });
}

describe('credit card page with Stripe as the provider', () => {
  it("mounts Stripe's card field with the site's publishable key and saves the PaymentMethod's id", async () => {
    const stripe = fakeStripeJs({ paymentMethod: { id: 'pm_1Abc' } });
    const api = server({ provider: 'stripe', publicKey: 'pk_test_site' });
    renderApp(PAGE, api.fetch);

    const field = await screen.findByRole(
      'group',
      { name: 'カード情報（番号・有効期限・セキュリティコード）' },
      LOADED,
    );
    // Stripe's frame goes inside the named group, next to nothing of this page's own.
    await waitFor(() => expect(stripe.mountedIn?.parentElement).toBe(field));
    expect(stripe).toMatchObject({ key: 'pk_test_site', locale: 'ja' });
    // No card number field of this page's own: the card is typed into Stripe's frame.
    expect(screen.queryByLabelText('カード番号')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'カードを登録する' }));
    expect(await screen.findByText('カードを登録しました')).toBeTruthy();
    const saved = api.calls.find((call) => call.method === 'PUT');
    expect(saved?.body).toEqual({ token: 'pm_1Abc' });
  });

  it("shows Stripe.js's refusal of what was typed under the card field, and saves nothing", async () => {
    fakeStripeJs({ error: { type: 'validation_error', code: 'invalid_expiry_year_past' } });
    const api = server({ provider: 'stripe', publicKey: 'pk_test_site' });
    renderApp(PAGE, api.fetch);
    await submitWhenReady();
    expect(await screen.findByText('有効期限が正しくないか、期限切れです。')).toBeTruthy();
    expect(describedBy(screen.getByRole('group', { name: /カード情報/ }))).toBe(
      '有効期限が正しくないか、期限切れです。',
    );
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal of the card under the card field", async () => {
    fakeStripeJs({ paymentMethod: { id: 'pm_declined' } });
    const api = server(
      { provider: 'stripe', publicKey: 'pk_test_site' },
      json(422, { message: 'カードが利用できません。', errors: { token: ['カードが利用できません。'] } }),
    );
    renderApp(PAGE, api.fetch);
    await submitWhenReady();
    const group = screen.getByRole('group', { name: /カード情報/ });
    await waitFor(() => expect(describedBy(group)).toBe('カードが利用できません。'));
  });
  it('loads Stripe.js from js.stripe.com, and says so when it cannot be reached', async () => {
    const api = server({ provider: 'stripe', publicKey: 'pk_test_site' });
    renderApp(PAGE, api.fetch);
    const group = await screen.findByRole('group', { name: /カード情報/ }, LOADED);
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[src="https://js.stripe.com/v3/"]');
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    script.dispatchEvent(new Event('error'));
    await waitFor(() =>
      expect(describedBy(group)).toBe('決済サービスに接続できませんでした。時間をおいて再度お試しください。'),
    );
    expect(screen.getByRole('button', { name: 'カードを登録する' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('credit card page with the sandbox provider', () => {
  it('keeps its own number, expiry and security code fields and loads no Stripe.js', async () => {
    const api = server({ provider: 'sandbox' });
    renderApp(PAGE, api.fetch);
    expect(await screen.findByLabelText('カード番号', {}, LOADED)).toBeTruthy();
    expect(screen.getByLabelText('有効期限（MM/YY）')).toBeTruthy();
    expect(screen.getByLabelText('セキュリティコード')).toBeTruthy();
    expect(document.querySelector('script[src^="https://js.stripe.com"]')).toBeNull();
  });
});
