import type { Kysely } from 'kysely';
import type { SiteSettings } from '../../core/contract/site.ts';
import { getTheme } from '../../core/themes.ts';
import { hashPassword } from '../features/auth/password.ts';
import { normalizeEmail } from '../features/auth/queries.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { Database } from './schema.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedContent } from './seed-content.ts';
import { seedEntries } from './seed-entries.ts';
import { seedGuests } from './seed-guests.ts';
import { seedImages } from './seed-images.ts';
import { seedLayouts } from './seed-layouts.ts';

export const DEMO_PASSWORD = 'tsunagu-demo';
export const DEMO_LOGINS = [
  { role: 'operator', email: 'operator@example.com' },
  { role: 'cast', email: 'cast@example.com' },
  { role: 'guest', email: 'guest@example.com' },
] as const;

export const DEMO_SITE: SiteSettings = {
  name: 'ツナグ 暮らしのサポート',
  siteCode: 'tsunagu-demo',
  castName: 'サポーター',
  guestName: 'ご依頼者',
  contactEmail: 'support@example.com',
  guestBelongingTitle: 'ペット',
  design: { siteThemeId: 'business_color01' },
  translations: {
    en: {
      name: 'Tsunagu Home Help',
      castName: 'Helper',
      guestName: 'Client',
      guestBelongingTitle: 'Pets',
      ogpTitle: 'Tsunagu Home Help',
      ogpDescription: 'A marketplace where you ask local helpers for housework, pet care, lessons and more.',
    },
  },
  ogp: {
    title: 'ツナグ 暮らしのサポート',
    description:
      '家事・ペットのお世話・レッスンなど、暮らしのサポーターに気軽に頼めるマーケットプレイスです。',
    imageUrl: '',
  },
  payment: {
    flowType: 'c2g',
    serviceListingFeeMonthly: 0,
    castMatchingFeeType: 'regular',
    castMatchingFee: 0,
    castMatchingFeeRate: 10,
    castMatchingFeeMinimum: 100,
    castMatchingPlanMonthly: 0,
    taxRate: 0.1,
    paymentToSupplierSettings: [{ closingDay: 31, payoutDay: 15, transferFee: 250, minimumAmount: 1000 }],
    providerApiPublicKey: 'pk_sandbox_tsunagu_demo',
  },
  features: [
    { value: 'review_both_parties' },
    { value: 'favorite' },
    { value: 'scout' },
    { value: 'message' },
  ],
  service: { chargeMethods: ['unit_price', 'hourly'], serviceHourType: 'other', timeZone: 'Asia/Tokyo' },
  lifecycle: { responseDays: 7, estimateDays: 7, autoChargeDays: 7, reviewWindowDays: 14 },
};

const DEMO_NOTICES = [
  {
    id: 'demoNoticePublic1',
    audience: 'public',
    title: 'サイトをオープンしました',
    body: '暮らしのちょっとした困りごとを、近くのサポーターに相談できるサービスを始めました。',
  },
  {
    id: 'demoNoticeCast1',
    audience: 'cast',
    title: 'サポーターの皆さまへ：プロフィールを充実させましょう',
    body: '自己紹介や得意なことを書くと、ご依頼が届きやすくなります。',
  },
  {
    id: 'demoNoticeGuest1',
    audience: 'guest',
    title: 'はじめてのご依頼ガイド',
    body: 'サービスを探して「エントリー」を送ると、サポーターから見積もりが届きます。',
  },
] as const;

/**
 * Demo data: the site settings, one operator, one cast, one guest, a few notices, the site's pages, the
 * page layouts, a catalogue of 32 services, a few more guests for casts to browse, entries (finished
 * ones with reviews, and one waiting for each demo account) and, given a file store, pictures of the
 * services and people. Idempotent:
 * rows that exist already (including settings an operator has since edited) are left as they are.
 */
export async function seedDemo(
  db: Kysely<Database>,
  options: {
    catalogue?: boolean;
    /** Where the demo's pictures are stored (seed-images.ts); without one the demo has none. */
    fileStore?: FileStore;
  } = {},
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_settings')
      .values({ id: 1, settings: JSON.stringify(DEMO_SITE) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('operators')
      .values({
        id: 'demoOperator1',
        email: 'operator@example.com',
        email_normalized: normalizeEmail('operator@example.com'),
        password_hash: passwordHash,
        name: '運営担当',
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('accounts')
      .values([
        {
          id: 'demoCast1',
          type: 'cast',
          customer_account_type: 'individual',
          email: 'cast@example.com',
          email_normalized: normalizeEmail('cast@example.com'),
          password_hash: passwordHash,
          nickname: '山田 花子',
        },
        {
          id: 'demoGuest1',
          type: 'guest',
          customer_account_type: 'individual',
          email: 'guest@example.com',
          email_normalized: normalizeEmail('guest@example.com'),
          password_hash: passwordHash,
          nickname: '佐藤 太郎',
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('notices')
      .values(DEMO_NOTICES.map((n) => ({ ...n, published_at: new Date('2026-11-01T09:00:00+09:00') })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await seedContent(trx);
    await seedLayouts(trx);
    // API tests build their own small catalogues; the demo site shows the full one.
    if (options.catalogue ?? true) {
      await seedCatalogue(trx, passwordHash);
      await seedGuests(trx, passwordHash);
      await seedEntries(trx);
      if (options.fileStore) {
        await seedImages(trx, options.fileStore, getTheme(DEMO_SITE.design.siteThemeId).colors);
      }
    }
  });
}
