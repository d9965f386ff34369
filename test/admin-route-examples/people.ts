import { otherAccount } from '../helpers/entries.ts';
import { castWithPendingIdentification } from '../helpers/identification.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { RouteExamples } from './route-example.ts';

/** A new cast of its own, so that suspending it leaves the demo accounts to the other examples. */
async function newCastId(t: TestApp, nickname: string) {
  const agent = await otherAccount(t, 'cast', `${nickname}${Date.now()}`);
  return (await agent.get('/api/me')).json().data.id as string;
}

export const peopleExamples: RouteExamples = {
  'GET /admin/customers': { query: 'keyword=example&type=cast&status=active' },
  'GET /admin/customers/{accountId}': { params: { accountId: 'demoCast1' } },
  'POST /admin/customers/{accountId}/suspend': async (t) => ({
    params: { accountId: await newCastId(t, 'suspendme') },
    body: { reason: '規約違反の疑いがあるため' },
  }),
  'POST /admin/customers/{accountId}/restore': async (t, operator) => {
    const accountId = await newCastId(t, 'restoreme');
    await operator.post(`/api/admin/customers/${accountId}/suspend`, { reason: '確認のため' });
    return { params: { accountId } };
  },
  'GET /admin/identifications': { query: 'status=pending' },
  'GET /admin/identifications/{accountId}': async (t) => ({
    params: { accountId: (await castWithPendingIdentification(t)).accountId },
  }),
  'GET /admin/identifications/{accountId}/documents/{uploadId}': async (t) => {
    const { accountId, uploadId } = await castWithPendingIdentification(t);
    return { params: { accountId, uploadId } };
  },
  'POST /admin/identifications/{accountId}/approve': async (t) => ({
    params: { accountId: (await castWithPendingIdentification(t)).accountId },
  }),
  'POST /admin/identifications/{accountId}/return': async (t) => ({
    params: { accountId: (await castWithPendingIdentification(t)).accountId },
    body: { reason: '書類の文字が読み取れません。' },
  }),
};
