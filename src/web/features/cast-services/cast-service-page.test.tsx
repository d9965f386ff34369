import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Menu, OwnService } from '../../../core/contract/services.ts';
import { field } from '../../../core/forms/form-schema.ts';
import { page } from '../../testing/entry-fixtures.ts';
import { createFakeApi, type FakeAnswer, json } from '../../testing/fake-api.ts';
import { castMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const draft: OwnService = {
  id: 's1',
  title: '数学の個別指導',
  description: '中学生の数学を教えます。',
  status: 'draft',
  chargeMethod: 'none',
  hourType: 'none',
  booking: { leadMinutes: 120, bufferMinutes: 0, horizonDays: 60, instantBooking: false },
  imageIds: [],
  values: {},
  minPrice: null,
  publishedAt: null,
  listingEndsAt: null,
  updatedAt: '2026-11-20T10:00:00+09:00',
};
const lesson: Menu = {
  id: 'm1',
  serviceId: 's1',
  name: '60分レッスン',
  price: { excludingTax: 4000, includingTax: 4400 },
  unit: '回',
  description: '',
  durationMinutes: null,
  values: { duration: '60m' },
};
const menuFields = json(200, {
  data: {
    fields: [
      field({
        key: 'duration',
        type: 'pull_down',
        label: '所要時間の目安',
        options: [
          { value: '60m', label: '1時間' },
          { value: '90m', label: '1時間30分' },
        ],
      }),
    ],
  },
});

function server({
  service = draft,
  menus = [] as Menu[],
  fee = 0,
  booksTimes = false,
  extra = {} as Record<string, FakeAnswer | ((request: { body: unknown }) => FakeAnswer)>,
} = {}) {
  return createFakeApi({
    'GET /site': json(200, {
      data: siteInfo({
        payment: { ...siteInfo().payment, serviceListingFeeMonthly: fee },
        service: {
          chargeMethods: ['none'],
          serviceHourType: booksTimes ? 'other' : 'none',
          timeZone: 'Asia/Tokyo',
        },
      }),
    }),
    'GET /me': json(200, { data: castMe() }),
    'GET /casts/me/services/s1': json(200, { data: service }),
    'GET /services/s1/menus': json(200, page(menus)),
    'GET /schemas/service/edit': json(200, { data: { fields: [] } }),
    'GET /schemas/service-menus/create': menuFields,
    'GET /schemas/service-menus/edit': menuFields,
    'GET /layouts/services/index': json(200, { data: { blocks: [], fields: [] } }),
    ...extra,
  });
}

// The first render loads the page's chunk and its queries, which takes longer on a busy machine.
const loaded = { timeout: 5000 };
const publishing = async () => within(await screen.findByRole('region', { name: '公開設定' }, loaded));

describe("the publish control of a cast's service", () => {
  it('keeps the publish button visible but disabled, with the reason, while no menu has a price', async () => {
    renderApp('/cast/services/s1', server().fetch);
    const control = await publishing();
    expect(control.getByText('下書き')).toBeTruthy();
    const publish = control.getByRole('button', { name: '公開する' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    expect(publish.getAttribute('aria-describedby')).toBe('publish-reason');
    expect(document.getElementById('publish-reason')?.textContent).toBe(
      '料金を設定したメニューを1つ以上追加すると公開できます。',
    );
    expect(control.queryByText(/掲載料/)).toBeNull();
    expect(control.queryByRole('link', { name: '公開ページを見る' })).toBeNull();
  });

  it('explains the monthly fee and asks in a dialog before publishing a service with a priced menu', async () => {
    const api = server({
      menus: [lesson],
      fee: 980,
      extra: { 'PUT /services/s1': json(200, { data: { ...draft, status: 'publish' } }) },
    });
    renderApp('/cast/services/s1', api.fetch);
    const control = await publishing();
    expect(control.getByText(/掲載料が月額￥980かかります/)).toBeTruthy();
    expect(document.getElementById('publish-reason')).toBeNull();
    fireEvent.click(control.getByRole('button', { name: '公開する' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'サービスを公開しますか？' }));
    expect(dialog.getByText('登録済みのカードに掲載料1か月分（￥980）をお支払いいただきます。')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '掲載料を支払って公開する' }));
    await screen.findByText('サービスを公開しました');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/services/s1');
    expect(put?.body).toMatchObject({ title: '数学の個別指導', status: 'publish' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links a published service to its public page, and unpublishes it only from the dialog', async () => {
    const published = { ...draft, status: 'publish' as const, publishedAt: '2026-11-21T10:00:00+09:00' };
    const api = server({
      service: published,
      menus: [lesson],
      extra: { 'POST /services/s1/unpublish': json(200, { data: { ...published, status: 'unpublish' } }) },
    });
    renderApp('/cast/services/s1', api.fetch);
    const control = await publishing();
    expect(control.getByText('公開中')).toBeTruthy();
    expect(control.getByRole('link', { name: '公開ページを見る' }).getAttribute('href')).toBe(
      '/guest/services/s1',
    );
    fireEvent.click(control.getByRole('button', { name: '非公開にする' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'サービスを非公開にしますか？' }));
    expect(dialog.getByText(/すぐにカタログから外れ/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'やめておく' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.path === '/services/s1/unpublish')).toBe(false);

    fireEvent.click(control.getByRole('button', { name: '非公開にする' }));
    const again = within(await screen.findByRole('dialog', { name: 'サービスを非公開にしますか？' }));
    fireEvent.click(again.getByRole('button', { name: '非公開にする' }));
    await screen.findByText('非公開にしました');
    expect(api.calls.filter((call) => call.path === '/services/s1/unpublish')).toHaveLength(1);
  });
});

describe("the menus of a cast's service", () => {
  it('edits a menu in place, custom fields included, through PUT /service-menus/{id}', async () => {
    const api = server({
      menus: [lesson],
      extra: {
        'PUT /service-menus/m1': ({ body }) => json(200, { data: { ...lesson, ...(body as object) } }),
      },
    });
    renderApp('/cast/services/s1', api.fetch);
    const menus = within(await screen.findByRole('region', { name: 'メニュー' }, loaded));
    fireEvent.click(menus.getByRole('button', { name: '「60分レッスン」を編集' }));
    fireEvent.change(await menus.findByDisplayValue('60分レッスン'), { target: { value: '90分レッスン' } });
    fireEvent.change(menus.getByDisplayValue('4000'), { target: { value: '5500' } });
    fireEvent.change(menus.getByDisplayValue('1時間'), { target: { value: '90m' } });
    fireEvent.click(menus.getByRole('button', { name: 'メニューを保存' }));
    await screen.findByText('メニューを保存しました');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/service-menus/m1');
    expect(put?.body).toEqual({
      name: '90分レッスン',
      price: 5500,
      unit: '回',
      description: '',
      durationMinutes: null,
      values: { duration: '90m' },
    });
  });

  it('shows the reason when the last menu of a published service cannot be removed', async () => {
    const message =
      '公開中のサービスには料金を設定したメニューが1つ以上必要です。ほかのメニューを追加するか、非公開にしてから削除してください。';
    renderApp(
      '/cast/services/s1',
      server({
        service: { ...draft, status: 'publish' },
        menus: [lesson],
        extra: { 'DELETE /service-menus/m1': json(409, { message }) },
      }).fetch,
    );
    const menus = within(await screen.findByRole('region', { name: 'メニュー' }, loaded));
    fireEvent.click(menus.getByRole('button', { name: '「60分レッスン」を削除' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('a new service', () => {
  it('is saved as a draft from its own page, which then opens its editor', async () => {
    const api = server({
      extra: {
        'GET /schemas/service/create': json(200, { data: { fields: [] } }),
        'POST /services': json(201, { data: draft }),
      },
    });
    renderApp('/cast/services/new', api.fetch);
    expect(
      await screen.findByText(/料金を設定したメニューを追加すると公開できます/, {}, loaded),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/サービス名/), { target: { value: '数学の個別指導' } });
    fireEvent.change(screen.getByLabelText(/サービスの説明/), {
      target: { value: '中学生の数学を教えます。' },
    });
    fireEvent.click(screen.getByRole('button', { name: '下書きとして保存' }));
    await publishing();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: '数学の個別指導',
      status: 'draft',
      menus: [],
    });
  });
});

describe("the photos of a cast's service", () => {
  it('shows the first photo as the cover, reorders with named buttons and saves the new order', async () => {
    const api = server({
      service: { ...draft, imageIds: ['photoA', 'photoB', 'photoC'] },
      extra: { 'PUT /services/s1': json(200, { data: draft }) },
    });
    renderApp('/cast/services/s1', api.fetch);
    const photos = within(await screen.findByRole('group', { name: '写真' }, loaded));
    const items = () => photos.getAllByRole('listitem').map((item) => item.getAttribute('data-photo'));
    expect(items()).toEqual(['photoA', 'photoB', 'photoC']);
    expect(within(photos.getAllByRole('listitem')[0] as HTMLElement).getByText('表紙')).toBeTruthy();
    expect((photos.getByRole('button', { name: '写真 1 を前へ' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(photos.getByRole('button', { name: '写真 3 を表紙にする' }));
    expect(items()).toEqual(['photoC', 'photoA', 'photoB']);
    fireEvent.click(photos.getByRole('button', { name: '写真 2 を後ろへ' }));
    expect(items()).toEqual(['photoC', 'photoB', 'photoA']);
    // The focus follows the photo it moved.
    expect(document.activeElement?.closest('li')?.getAttribute('data-photo')).toBe('photoA');
    fireEvent.click(photos.getByRole('button', { name: '写真 1 を取り除く' }));
    expect(items()).toEqual(['photoB', 'photoA']);
    expect(photos.getByRole('img', { name: '写真 1' }).getAttribute('src')).toBe('/api/uploads/photoB');

    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    await screen.findByText('サービスを保存しました');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      imageIds: ['photoB', 'photoA'],
    });
  });
});

describe('a service whose entries book a time', () => {
  it('sends how bookings are taken with the service, and links to the opening hours', async () => {
    const api = server({
      booksTimes: true,
      extra: { 'PUT /services/s1': ({ body }) => json(200, { data: { ...draft, ...(body as object) } }) },
    });
    renderApp('/cast/services/s1', api.fetch);
    const group = within(await screen.findByRole('group', { name: '予約の受け方' }, loaded));
    expect(group.getByRole('link', { name: /営業時間/ }).getAttribute('href')).toBe('/cast/availability');
    const instant = group.getByLabelText('すぐに予約を確定する') as HTMLInputElement;
    expect(instant.checked).toBe(false);
    expect(document.getElementById(instant.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'あなたの承認を待たずに',
    );
    fireEvent.change(group.getByLabelText(/予約の締め切り/), { target: { value: '1440' } });
    fireEvent.change(group.getByLabelText(/空ける時間/), { target: { value: '30' } });
    fireEvent.change(group.getByLabelText(/何日先まで/), { target: { value: '90' } });
    fireEvent.click(instant);
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    await screen.findByText('サービスを保存しました');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      booking: { leadMinutes: 1440, bufferMinutes: 30, horizonDays: 90, instantBooking: true },
    });
  });

  it('adds a menu with its duration in minutes, and a blank duration as none', async () => {
    const api = server({
      booksTimes: true,
      extra: {
        'POST /services/s1/menus': ({ body }) => json(201, { data: { ...lesson, ...(body as object) } }),
      },
    });
    renderApp('/cast/services/s1', api.fetch);
    const menus = within(await screen.findByRole('region', { name: 'メニュー' }, loaded));
    fireEvent.change(menus.getByLabelText(/メニュー名/), { target: { value: '90分レッスン' } });
    fireEvent.change(menus.getByLabelText(/料金（税抜・円）/), { target: { value: '6000' } });
    fireEvent.change(menus.getByLabelText('所要時間（分・空欄は60分）'), { target: { value: '90' } });
    fireEvent.click(menus.getByRole('button', { name: 'メニューを追加' }));
    await screen.findByText('メニューを追加しました');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: '90分レッスン',
      price: 6000,
      durationMinutes: 90,
    });
  });

  it('leaves the booking group out where entries book no time, and sends no rules', async () => {
    const api = server({ extra: { 'PUT /services/s1': json(200, { data: draft }) } });
    renderApp('/cast/services/s1', api.fetch);
    await screen.findByRole('region', { name: 'メニュー' }, loaded);
    expect(screen.queryByRole('group', { name: '予約の受け方' })).toBeNull();
    expect(screen.queryByLabelText(/所要時間（分/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    await screen.findByText('サービスを保存しました');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).not.toHaveProperty('booking');
  });
});
