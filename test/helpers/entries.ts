import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FeeTerms } from '../../src/core/money.ts';
import { newPublicId } from '../../src/server/db/ids.ts';
import { hashPassword } from '../../src/server/features/auth/password.ts';
import { normalizeEmail } from '../../src/server/features/auth/queries.ts';
import { type Agent, createTestApp, signInDemoParties, type TestApp } from './test-app.ts';

/** A published service of the signed-in cast with one menu; returns both ids. */
export async function publishService(
  cast: Agent,
  title = '作り置き料理の代行',
  menuPrice = 5000,
  chargeMethod: 'unit_price' | 'subscription' = 'unit_price',
) {
  // Published with its priced menu in one call: a service without one stays a draft.
  const created = await cast.post('/api/services', {
    title,
    description: '1週間分のおかずを3時間で10品つくります。',
    status: 'publish',
    chargeMethod,
    values: { category: 'cooking', area: 'tokyo', weekdays: ['sat'] },
    menus: [{ name: '3時間', price: menuPrice, unit: '回' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const serviceId = created.json().data.id as string;
  const menus = await cast.get(`/api/services/${serviceId}/menus`);
  return { serviceId, menuId: menus.json().data[0].id as string };
}

export function entryBody(overrides: Record<string, unknown> = {}) {
  return {
    action: 'confirm',
    idempotencyKey: randomUUID().replaceAll('-', ''),
    reservationAt: '2026-12-05T10:00:00+09:00',
    values: { request: '冷蔵庫にあるもので作り置きをお願いします。' },
    ...overrides,
  };
}

/** Applies for the service and returns the entry's id. */
export async function enter(guest: Agent, serviceId: string, overrides: Record<string, unknown> = {}) {
  const response = await guest.post(`/api/services/${serviceId}/entries`, entryBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

export const estimateBody = (unitPrice = 3000, quantity = 3, extra: Record<string, unknown> = {}) => ({
  items: [
    { label: '作業', unitPrice, quantity, unit: '時間' },
    { label: '交通費', unitPrice: 500, quantity: 1, unit: '' },
  ],
  message: 'よろしくお願いします。',
  ...extra,
});

/**
 * Saves a sandbox test card for the signed-in account, as the browser would (token, then save). A test
 * that moves its clock years on gives a later expiry year.
 */
export async function saveCard(t: TestApp, agent: Agent, number = '4242424242424242', expYear = 2030) {
  const token = await t.app.inject({
    method: 'POST',
    url: '/sandbox-provider/v1/tokens',
    payload: { publicKey: 'pk_sandbox_tsunagu_demo', number, expMonth: 12, expYear, cvc: '123' },
  });
  const saved = await agent.put('/api/customers/me/credit-card', { token: token.json().id });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Another active account of the given type, signed in on a fresh agent. */
export async function otherAccount(t: TestApp, type: 'cast' | 'guest', nickname: string) {
  const email = `${nickname}@example.com`;
  await t.database.db
    .insertInto('accounts')
    .values({
      id: newPublicId(),
      type,
      customer_account_type: 'individual',
      email,
      email_normalized: normalizeEmail(email),
      password_hash: await hashPassword('tsunagu-demo'),
      nickname,
    })
    .execute();
  const agent = t.agent();
  expect((await agent.login(type, email)).statusCode).toBe(200);
  return agent;
}

/**
 * A c2g entry written straight to the database, for tests that need many entries at a given step without
 * walking each through the lifecycle: paid by default (what reviews read), or awaiting payment.
 */
export async function insertEntry(
  db: TestApp['database']['db'],
  entry: {
    serviceId: string;
    castId: string;
    guestId: string;
    at: Date;
    status?: 'paid' | 'completion_reported';
    amount?: number;
    tax?: number;
    /** The fee terms of its match (none by default). */
    feeTerms?: FeeTerms;
  },
) {
  const id = newPublicId();
  const status = entry.status ?? 'paid';
  await db
    .insertInto('entries')
    .values({
      id,
      service_id: entry.serviceId,
      cast_id: entry.castId,
      guest_id: entry.guestId,
      service_menu_id: null,
      belonging_id: null,
      flow_type: 'c2g',
      status,
      initial_estimate_approved: true,
      values: '{}',
      reservation_at: null,
      amount: entry.amount ?? 5500,
      tax: entry.tax ?? 500,
      fee_terms: JSON.stringify(entry.feeTerms ?? { type: 'none', rate: 0, minimum: 0, fixed: 0 }),
      deadline_at: null,
      cancel_reason: null,
      idempotency_key: id,
      entered_at: entry.at,
      updated_at: entry.at,
      provided_at: entry.at,
      paid_at: status === 'paid' ? entry.at : null,
    })
    .execute();
  return id;
}

export const castEntry = (id: string, path = '') => `/api/casts/me/entries/${id}${path}`;
export const guestEntry = (id: string, path = '') => `/api/guests/me/entries/${id}${path}`;

/** A demo app where the demo cast publishes a service with a menu and the demo guest has a card. */
export async function startEntriesWorld() {
  const t = await createTestApp();
  const { cast, guest } = await signInDemoParties(t);
  const { serviceId, menuId } = await publishService(cast);
  await saveCard(t, guest);
  return { t, cast, guest, serviceId, menuId };
}

/** Every day from nine to six, in the site's zone. */
export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));

/** The entries world where the cast has opening hours every day, so its service books appointments. */
export async function startAppointmentsWorld() {
  const world = await startEntriesWorld();
  const saved = await world.cast.put('/api/casts/me/availability', { weekly: EVERY_DAY, dates: [] });
  expect(saved.statusCode, saved.body).toBe(200);
  return world;
}

/** The entries world with an operator signed in to the console, and the demo cast's id. */
export async function startConsoleWorld() {
  const world = await startEntriesWorld();
  const operator = world.t.agent();
  expect((await operator.loginOperator()).statusCode).toBe(200);
  const castId: string = (await world.cast.get('/api/me')).json().data.id;
  return { ...world, operator, castId };
}

/** The demo cast and guest signed in, each with a saved card (either may pay, as the flow type says). */
export async function signInPayingParties(t: TestApp) {
  const { cast, guest } = await signInDemoParties(t);
  await saveCard(t, cast);
  await saveCard(t, guest);
  return { cast, guest };
}
