import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type SiteSettings, siteSettings } from '../../../../core/contract/site.ts';
import { CAST_MATCHING_FEE_TYPES } from '../../../../core/enums.ts';
import { type FakeAnswer, json } from '../../../testing/fake-api.ts';
import { siteInfo } from '../../../testing/fixtures.ts';
import { renderConsole } from '../../../testing/render-console.tsx';

const LOADED = { timeout: 5000 };

/** Settings with one payout row, so that the row's fields are on the page. */
const { preview: _preview, ...published } = siteInfo({
  payment: {
    ...siteInfo().payment,
    paymentToSupplierSettings: [{ closingDay: 31, payoutDay: 20, transferFee: 250, minimumAmount: 1000 }],
  },
  translations: { en: {} },
});

const renderSettingsPage = (save: FakeAnswer = json(200, { data: { published, draft: null } })) =>
  renderConsole('/admin/site', {
    'GET /admin/site': json(200, { data: { published, draft: null } }),
    'PUT /admin/site': save,
  });

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A field the console must edit: by an input named `path`, or (a list) by an input for each of `rows`. */
interface Editable {
  path: string;
  rows: string[];
}

/**
 * Every field an operator sets, by the dotted path the console names its input with (the path a 422
 * names). A list is edited either as a whole (checkboxes named by its path) or row by row (`path.0.key`).
 */
function editableFields(schema: z.ZodType, path = ''): Editable[] {
  const def = defOf(schema);
  if (def.type === 'default' || def.type === 'optional' || def.type === 'nullable') {
    return editableFields(def.innerType as z.ZodType, path);
  }
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {}).flatMap(([key, value]) =>
      editableFields(value, path ? `${path}.${key}` : key),
    );
  }
  if (def.type === 'array') {
    const rows = editableFields(def.element as z.ZodType, `${path}.0`).map((field) => field.path);
    return [{ path, rows: rows.filter((row) => row !== `${path}.0`) }];
  }
  return [{ path, rows: [] }];
}

const inputNames = () =>
  new Set([...document.querySelectorAll('[name]')].map((element) => element.getAttribute('name') ?? ''));

describe('the site settings page', () => {
  it('has an input for every field of the site settings contract, the fee amounts of each fee type included', async () => {
    renderSettingsPage();
    const feeType = await screen.findByLabelText('マッチング手数料', {}, LOADED);
    const seen = inputNames();
    for (const type of CAST_MATCHING_FEE_TYPES) {
      fireEvent.change(feeType, { target: { value: type } });
      for (const name of inputNames()) seen.add(name);
    }
    const missing = editableFields(siteSettings).filter(
      ({ path, rows }) => !seen.has(path) && (rows.length === 0 || rows.some((row) => !seen.has(row))),
    );
    expect(missing).toEqual([]);
    // The walk reads the contract: it found the fee amounts and the payout rows' fields.
    expect(editableFields(siteSettings).map(({ path }) => path)).toEqual(
      expect.arrayContaining(['payment.castMatchingFeeMinimum', 'payment.paymentToSupplierSettings']),
    );
  });

  it('shows the amounts of the chosen fee type only, and saves them with it', async () => {
    const api = renderSettingsPage();
    const feeType = await screen.findByLabelText('マッチング手数料', {}, LOADED);
    expect(screen.queryByLabelText('手数料率（%）')).toBeNull();

    fireEvent.change(feeType, { target: { value: 'regular' } });
    fireEvent.change(screen.getByLabelText('手数料率（%）'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('最低手数料（1回・円）'), { target: { value: '300' } });
    expect(screen.queryByLabelText('マッチング手数料（1件・円）')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下書きを保存' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'PUT')?.body as SiteSettings;
    expect(sent.payment).toMatchObject({
      castMatchingFeeType: 'regular',
      castMatchingFeeRate: 12.5,
      castMatchingFeeMinimum: 300,
    });
  });

  it('shows a refused fee amount on its own field, and takes the keyboard there', async () => {
    renderSettingsPage(
      json(422, {
        message: '入力内容を確認してください',
        errors: { 'payment.castMatchingFee': ['0より大きい値を入力してください'] },
      }),
    );
    fireEvent.change(await screen.findByLabelText('マッチング手数料', {}, LOADED), {
      target: { value: 'single' },
    });
    const fee = screen.getByLabelText('マッチング手数料（1件・円）');
    fireEvent.click(screen.getByRole('button', { name: '下書きを保存' }));

    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(fee);
    expect(screen.getByText('0より大きい値を入力してください')).toBeTruthy();
  });

  it("lists the time zones with the site's own kept even when the browser lacks it, and saves the chosen one", async () => {
    const api = renderConsole('/admin/site', {
      'GET /admin/site': json(200, {
        data: {
          published: { ...published, service: { ...published.service, timeZone: 'Etc/Unknown' } },
          draft: null,
        },
      }),
      'PUT /admin/site': json(200, { data: { published, draft: null } }),
    });
    const zone = (await screen.findByLabelText('タイムゾーン', {}, LOADED)) as HTMLSelectElement;
    expect(zone.value).toBe('Etc/Unknown');
    expect(zone.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.change(zone, { target: { value: 'Europe/Berlin' } });
    fireEvent.click(screen.getByRole('button', { name: '下書きを保存' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'PUT')?.body as SiteSettings;
    expect(sent.service.timeZone).toBe('Europe/Berlin');
  });
});
