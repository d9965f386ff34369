import { enter, publishService, saveCard } from '../helpers/entries.ts';
import { paidEntry } from '../helpers/paid-entry.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { RouteExamples } from './route-example.ts';

/** A service of the demo cast, published through the API. */
async function publishedService(t: TestApp) {
  const cast = t.agent();
  await cast.login('cast');
  return (await publishService(cast, 'アクセス確認用のサービス')).serviceId;
}

/** An entry of the demo guest on a fresh service of the demo cast. */
async function enteredEntry(t: TestApp) {
  const guest = t.agent();
  await guest.login('guest');
  return enter(guest, await publishedService(t));
}

/** A paid entry of the demo guest (with a saved card) on a fresh service of the demo cast. */
async function paidEntryOf(t: TestApp) {
  const cast = t.agent();
  const guest = t.agent();
  await cast.login('cast');
  await guest.login('guest');
  await saveCard(t, guest);
  const { serviceId, menuId } = await publishService(cast, '返金確認用のサービス');
  return paidEntry({ cast, guest, serviceId, menuId });
}

export const moderationExamples: RouteExamples = {
  'GET /admin/services': { query: 'keyword=料理&status=publish&page=1' },
  'GET /admin/services/{serviceId}': async (t) => ({ params: { serviceId: await publishedService(t) } }),
  'POST /admin/services/{serviceId}/unpublish': async (t) => ({
    params: { serviceId: await publishedService(t) },
    body: { reason: '掲載基準に合わないため' },
  }),
  'GET /admin/entries': { query: 'statuses=entered&statuses=matched&enteredFrom=2026-11-01' },
  'GET /admin/entries/{entryId}': async (t) => ({ params: { entryId: await enteredEntry(t) } }),
  'POST /admin/entries/{entryId}/cancel': async (t) => ({
    params: { entryId: await enteredEntry(t) },
    body: { reason: '規約に反する依頼のため' },
  }),
  'POST /admin/entries/{entryId}/refund': async (t) => ({
    params: { entryId: await paidEntryOf(t) },
    body: { amount: 1000, reason: '作業の一部が行われなかったため' },
  }),
};
