import type { TestApp } from '../helpers/test-app.ts';
import type { RouteExamples } from './route-example.ts';

const notice = {
  audience: 'public',
  title: 'メンテナンスのお知らせ',
  body: '**12月1日** 2:00〜4:00 は停止します。',
  publishedAt: '2026-11-22T10:00:00+09:00',
};
const page = { title: '会社案内', body: '# 会社案内\n\n小さな会社です。', position: 3 };

export const contentExamples: RouteExamples = {
  'GET /admin/notices': { query: 'audience=public' },
  'POST /admin/notices': { body: notice },
  'GET /admin/notices/{noticeId}': { params: { noticeId: 'demoNoticePublic1' } },
  'PUT /admin/notices/{noticeId}': { params: { noticeId: 'demoNoticeGuest1' }, body: notice },
  'DELETE /admin/notices/{noticeId}': async (_t, operator) => {
    const created = await operator.post('/api/admin/notices', notice);
    return { params: { noticeId: created.json().data.id } };
  },
  'GET /admin/pages': {},
  'POST /admin/pages': { body: { ...page, slug: 'company' } },
  'GET /admin/pages/{slug}': { params: { slug: 'about' } },
  'PUT /admin/pages/{slug}': { params: { slug: 'guide' }, body: page },
  'DELETE /admin/pages/{slug}': async (_t, operator) => {
    await operator.post('/api/admin/pages', { ...page, slug: 'to-be-deleted' });
    return { params: { slug: 'to-be-deleted' } };
  },
  'GET /admin/terms/{role}': { params: { role: 'cast' } },
  'PUT /admin/terms/{role}': { params: { role: 'guest' }, body: { title: '利用規約', body: '第1条' } },
  'GET /admin/privacy-policy': {},
  'PUT /admin/privacy-policy': { body: { title: 'プライバシーポリシー', body: '大切に扱います。' } },
  'GET /admin/questions': {},
  'PUT /admin/questions': { body: { questions: [{ question: '無料ですか？', answer: '**無料**です。' }] } },
  'GET /admin/management-info': {},
  'PUT /admin/management-info': { body: { rows: [{ label: '販売業者', value: '株式会社ツナグ' }] } },
  'GET /admin/contacts': { query: 'handled=false&kind=contact' },
  'GET /admin/contacts/{contactId}': async (t) => ({ params: { contactId: await someContact(t) } }),
  'PATCH /admin/contacts/{contactId}': async (t) => ({
    params: { contactId: await someContact(t) },
    body: { handled: true },
  }),
};

/** A waiting contact message, stored as the public form would store it. */
async function someContact(t: TestApp) {
  const id = 'exampleContact1';
  await t.database.db
    .insertInto('contact_messages')
    .values({
      id,
      kind: 'contact',
      name: '山田',
      email: 'yamada@example.com',
      company: '',
      body: '質問です。',
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return id;
}
