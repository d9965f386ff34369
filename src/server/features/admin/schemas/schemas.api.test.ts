import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';

let t: TestApp;
let operator: Agent;
let cast: Agent;
beforeAll(async () => {
  t = await createTestApp();
  operator = t.agent();
  await operator.loginOperator();
  cast = t.agent();
  await cast.login('cast');
});
afterAll(() => t.close());

const schemaUrl = (slug: string) => `/api/admin/schemas/${slug}`;
async function fieldsOf(slug: string) {
  return (await operator.get(schemaUrl(slug))).json().data.fields as Array<Record<string, unknown>>;
}
async function auditOf(targetId: string) {
  const response = await operator.get(`/api/admin/audit-log?targetId=${encodeURIComponent(targetId)}`);
  return response.json().data as Array<{
    action: string;
    before: Record<string, Array<Record<string, unknown>>>;
    after: Record<string, Array<Record<string, unknown>>>;
    operatorName: string;
  }>;
}
const serviceBody = (values: Record<string, unknown>) => ({
  title: '週末の作り置き',
  description: '3時間で10品つくります。',
  status: 'draft',
  chargeMethod: 'unit_price',
  imageIds: [],
  values: { category: 'cooking', area: 'tokyo', weekdays: ['sat'], ...values },
});

describe('the forms an operator can edit', () => {
  it('lists every form the API serves, with its purpose and number of fields', async () => {
    const response = await operator.get('/api/admin/schemas');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(14);
    expect(list.find((s) => s.key === 'service/create')).toMatchObject({
      slug: 'service.create',
      purpose: 'service',
      storesAnswers: true,
      fieldCount: 4,
      retiredCount: 0,
      updatedAt: null,
    });
    expect(list.find((s) => s.key === 'service/search')).toMatchObject({
      purpose: 'search',
      storesAnswers: false,
    });
    expect(list.find((s) => s.key === 'customer-accounts/registers/guest/company')?.purpose).toBe(
      'registration',
    );
  });

  it('answers 404 for a form that does not exist', async () => {
    expect((await operator.get(schemaUrl('service.delete'))).statusCode).toBe(404);
  });
});

describe('saving a form refuses what would break it, per field, and changes nothing', () => {
  it('refuses duplicate and invalid keys, choices without options or with a repeated value, and limits that do not fit', async () => {
    const before = await fieldsOf('service.create');
    const response = await operator.put(schemaUrl('service.create'), {
      fields: [
        { key: 'category', type: 'text', label: 'カテゴリ' },
        { key: 'licence', type: 'text', label: '資格' },
        { key: 'licence', type: 'text', label: '資格（2つめ）' },
        { key: 'kana', type: 'text', label: 'よみ' },
        { key: 'level', type: 'radio_button', label: 'レベル', options: [] },
        {
          key: 'tools',
          type: 'check_box',
          label: '道具',
          options: [
            { value: 'pan', label: '鍋' },
            { value: 'pan', label: 'フライパン' },
          ],
        },
        { key: 'budget', type: 'price', label: '予算', min: 5000, max: 1000 },
        { key: 'memo', type: 'text', label: 'メモ', maxLength: 500 },
        { key: 'count', type: 'date', label: '日付', minLength: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(errors['fields.0.type']?.[0]).toContain('形式は変えられません');
    expect(errors['fields.2.key']?.[0]).toContain('別の項目で使われています');
    expect(errors['fields.4.options']?.[0]).toBe('選択肢を1つ以上追加してください。');
    expect(errors['fields.5.options.1.value']?.[0]).toBe('この値は別の選択肢で使われています。');
    expect(errors['fields.6.max']?.[0]).toBe('最大は最小以上にしてください。');
    expect(errors['fields.7.maxLength']?.[0]).toBe('200以下にしてください。');
    expect(errors['fields.8.minLength']?.[0]).toBe('この形式の項目には設定できません。');
    expect(await fieldsOf('service.create')).toEqual(before);
    expect(await auditOf('service/create')).toEqual([]);
  });

  it('refuses a key that is not a camelCase identifier', async () => {
    const response = await operator.put(schemaUrl('service.create'), {
      fields: [{ key: 'Bad-Key', type: 'text', label: '不正なキー' }],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['fields.0.key']);
  });

  it('speaks the caller’s language', async () => {
    const response = await operator.request(
      'PUT',
      schemaUrl('service.edit'),
      { fields: [{ key: 'level', type: 'pull_down', label: 'レベル' }] },
      { 'accept-language': 'en' },
    );
    expect(response.json().errors['fields.0.options']).toEqual(['Add at least one choice.']);
  });

  it('keeps a key’s type across the forms that write the same record', async () => {
    const created = await operator.put(schemaUrl('casts.edit'), {
      fields: [...(await fieldsOf('casts.edit')), { key: 'licence', type: 'text', label: '保有資格' }],
    });
    expect(created.statusCode).toBe(200);
    // The registration form writes the same profile: "licence" is text there too, or nothing.
    const registration = 'customer-accounts.registers.cast.individual';
    const clash = await operator.put(schemaUrl(registration), {
      fields: [...(await fieldsOf(registration)), { key: 'licence', type: 'price', label: '資格手当' }],
    });
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json().errors)).toEqual(['fields.4.type']);
  });
});

describe('adding, ordering, editing and removing fields', () => {
  it('saves the list as sent, retires a removed field with its label, and records before and after', async () => {
    const [category, area, weekdays, notes] = await fieldsOf('service.edit');
    const response = await operator.put(schemaUrl('service.edit'), {
      fields: [
        { ...area, label: '対応エリア', helpText: '主に活動する地域' },
        category,
        weekdays,
        {
          key: 'parking',
          type: 'radio_button',
          label: '駐車場',
          required: true,
          options: [
            { value: 'yes', label: 'あり' },
            { value: 'no', label: 'なし' },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data;
    expect(saved.fields.map((f: { key: string }) => f.key)).toEqual([
      'area',
      'category',
      'weekdays',
      'parking',
    ]);
    expect(saved.fields[0]).toMatchObject({ label: '対応エリア', helpText: '主に活動する地域' });
    expect(saved.retired).toEqual([{ ...notes, retiredAt: expect.any(String) }]);
    expect(saved.updatedAt).not.toBeNull();
    // The public form is the saved one.
    const served = (await t.agent().get('/api/schemas/service/edit')).json().data.fields;
    expect(served.map((f: { key: string }) => f.key)).toEqual(['area', 'category', 'weekdays', 'parking']);

    const [entry] = await auditOf('service/edit');
    expect(entry).toMatchObject({ action: 'schemas.update', operatorName: '運営担当' });
    expect(entry?.before.fields?.map((f) => f.key)).toEqual(['category', 'area', 'weekdays', 'notes']);
    expect(entry?.after.retired?.[0]?.label).toBe(notes?.label);
  });

  it('brings a retired field back when it is listed again with its type', async () => {
    const current = await fieldsOf('service.edit');
    const back = await operator.put(schemaUrl('service.edit'), {
      fields: [...current, { key: 'notes', type: 'text_area', label: 'ご依頼前に知っておいてほしいこと' }],
    });
    expect(back.json().data.retired).toEqual([]);
    const wrongType = await operator.put(schemaUrl('service.edit'), {
      fields: [
        ...current,
        { key: 'notes', type: 'pull_down', label: 'メモ', options: [{ value: 'a', label: 'A' }] },
      ],
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors['fields.4.type']).toBeDefined();
  });
});

describe('a schema edit keeps old answers readable', () => {
  it('keeps a cast’s answer to a removed field, labelled, even after the cast saves the record again', async () => {
    const created = await cast.post('/api/services', serviceBody({ notes: '駐車場はありません' }));
    expect(created.statusCode).toBe(201);
    const serviceId = created.json().data.id as string;

    for (const slug of ['service.create', 'service.edit']) {
      const fields = (await fieldsOf(slug)).filter((f) => f.key !== 'notes' && f.key !== 'parking');
      expect((await operator.put(schemaUrl(slug), { fields })).statusCode).toBe(200);
    }
    const answers = async () =>
      (await operator.get(`${schemaUrl('service.edit')}/answers/${serviceId}`)).json().data as Array<
        Record<string, unknown>
      >;
    expect((await answers()).find((a) => a.key === 'notes')).toEqual({
      key: 'notes',
      label: 'ご依頼前に知っておいてほしいこと',
      type: 'text_area',
      value: '駐車場はありません',
      text: '駐車場はありません',
      retired: true,
    });
    expect((await answers()).find((a) => a.key === 'category')).toMatchObject({
      text: '料理・作り置き',
      retired: false,
    });

    // The cast's form no longer has the field; saving the service keeps the answer.
    const saved = await cast.put(`/api/services/${serviceId}`, serviceBody({ area: 'osaka' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await answers();
    expect(after.find((a) => a.key === 'notes')).toMatchObject({
      value: '駐車場はありません',
      retired: true,
    });
    expect(after.find((a) => a.key === 'area')).toMatchObject({ value: 'osaka', text: '大阪府' });
  });

  it('keeps answers to removed fields of a guest’s belonging and of a service menu when they are saved again', async () => {
    const guest = t.agent();
    await guest.login('guest');
    const belonging = await guest.post('/api/guests/me/belongings', {
      values: { name: 'ポチ', kind: 'dog', note: '散歩は朝だけ' },
    });
    expect(belonging.statusCode, belonging.body).toBe(201);
    const belongingId = belonging.json().data.id as string;
    const services = (await cast.get('/api/casts/me/services')).json().data as Array<{ id: string }>;
    const serviceId = services[0]?.id as string;
    const menu = await cast.post(`/api/services/${serviceId}/menus`, {
      name: '2時間',
      price: 6000,
      unit: '回',
      values: { includes: '食材費は別' },
    });
    expect(menu.statusCode, menu.body).toBe(201);
    const menuId = menu.json().data.id as string;

    const belongingFields = (await fieldsOf('guests.belongings.edit')).filter((f) => f.key !== 'note');
    await operator.put(schemaUrl('guests.belongings.edit'), { fields: belongingFields });
    const menuFields = (await fieldsOf('service-menus.edit')).filter((f) => f.key !== 'includes');
    await operator.put(schemaUrl('service-menus.edit'), { fields: menuFields });

    const savedBelonging = await guest.put(`/api/guests/me/belongings/${belongingId}`, {
      values: { name: 'ポチ', kind: 'dog' },
    });
    expect(savedBelonging.statusCode, savedBelonging.body).toBe(200);
    const savedMenu = await cast.put(`/api/service-menus/${menuId}`, {
      name: '2時間',
      price: 6500,
      unit: '回',
    });
    expect(savedMenu.statusCode, savedMenu.body).toBe(200);

    const belongingAnswers = (
      await operator.get(`${schemaUrl('guests.belongings.edit')}/answers/${belongingId}`)
    ).json().data;
    expect(belongingAnswers.find((a: { key: string }) => a.key === 'note')).toMatchObject({
      label: 'お世話のポイント',
      value: '散歩は朝だけ',
      retired: true,
    });
    const menuAnswers = (await operator.get(`${schemaUrl('service-menus.edit')}/answers/${menuId}`)).json()
      .data;
    expect(menuAnswers.find((a: { key: string }) => a.key === 'includes')).toMatchObject({
      label: '料金に含まれるもの',
      value: '食材費は別',
      retired: false,
    });
  });

  it('reads a profile’s answers too, and answers 404 for a record or a form that stores nothing', async () => {
    await t.database.db
      .updateTable('accounts')
      .set({ profile: JSON.stringify({ fullName: { lastName: '山田', firstName: '花子' } }) })
      .where('id', '=', 'demoCast1')
      .execute();
    const profile = await operator.get(`${schemaUrl('casts.edit')}/answers/demoCast1`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.find((a: { key: string }) => a.key === 'fullName')).toMatchObject({
      label: '氏名',
      text: '山田 花子',
    });
    expect((await operator.get(`${schemaUrl('casts.edit')}/answers/nobody`)).statusCode).toBe(404);
    expect((await operator.get(`${schemaUrl('service.search')}/answers/demoCast1`)).statusCode).toBe(404);
  });
});

describe('the server enforces the form as edited', () => {
  it('refuses a new service without a newly required field, for that field, and accepts it once answered', async () => {
    const fields = await fieldsOf('service.create');
    const saved = await operator.put(schemaUrl('service.create'), {
      fields: [
        ...fields,
        { key: 'insurance', type: 'text', label: '賠償責任保険の番号', required: true, maxLength: 30 },
      ],
    });
    expect(saved.statusCode).toBe(200);

    const refused = await cast.post('/api/services', serviceBody({}));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'values.insurance': ['入力してください。'] });
    const accepted = await cast.post('/api/services', serviceBody({ insurance: 'AB-12345' }));
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});

describe('layouts', () => {
  const layoutUrl = '/api/admin/layouts/services.detail';

  it('shows a page’s layout with the blocks and fields it can show', async () => {
    const response = await operator.get(layoutUrl);
    expect(response.statusCode).toBe(200);
    const editor = response.json().data;
    expect(editor.key).toBe('services/detail');
    expect(editor.availableBlocks).toContain('menus');
    expect(editor.availableBlocks).not.toContain('hero');
    expect(editor.availableFields.map((f: { key: string }) => f.key)).toContain('category');
  });

  it('saves the chosen blocks and fields in order, serves them, and records the change', async () => {
    const saved = await operator.put(layoutUrl, {
      blocks: [
        { type: 'description', title: 'サービスの内容' },
        { type: 'menus', title: '料金' },
        { type: 'entry_button', title: '申し込む' },
      ],
      fields: ['area', 'category'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const served = (await t.agent().get('/api/layouts/services/detail')).json().data;
    expect(served.blocks.map((b: { type: string }) => b.type)).toEqual([
      'description',
      'menus',
      'entry_button',
    ]);
    expect(served.fields).toEqual(['area', 'category']);
    const [entry] = await auditOf('services/detail');
    expect(entry).toMatchObject({ action: 'layouts.update' });
    expect(entry?.before.blocks).toHaveLength(7);
    expect(entry?.after.fields).toEqual(['area', 'category']);
  });

  it('refuses blocks the page does not have, repeated blocks, unknown and private fields', async () => {
    const response = await operator.put('/api/admin/layouts/guests.detail', {
      blocks: [{ type: 'hero' }, { type: 'profile' }, { type: 'profile' }],
      fields: ['introduction', 'fullName', 'shoeSize'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'blocks.0.type': ['このページには置けないブロックです。'],
      'blocks.2.type': ['同じブロックは1回だけ置けます。'],
      'fields.1': ['非公開の項目はページに表示できません。'],
      'fields.2': ['この項目は入力項目にありません。'],
    });
    expect((await operator.put('/api/admin/layouts/nowhere', { blocks: [], fields: [] })).statusCode).toBe(
      404,
    );
  });
});
