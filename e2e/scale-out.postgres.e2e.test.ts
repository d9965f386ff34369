import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withDatabase } from '../test/setup/database-template.ts';
import { launchBrowser } from './support/browser.ts';
import {
  applyForService,
  mainText,
  open,
  orderAndComplete,
  pay,
  review,
  saveTestCard,
  sendEstimate,
  takeAction,
} from './support/entry-journey.ts';
import { signInAs } from './support/sign-in.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

/**
 * Two server processes on one PostgreSQL and one uploads folder, each on its own port, as behind a load
 * balancer: the guest only ever talks to A and the cast only to B, and the entry goes its whole way.
 * Nothing a request needs may live in one process (sessions, rate limits, the entry's state).
 */
const url = process.env.TEST_DATABASE_URL ?? '';
const name = `tsunagu_e2e_scale_${process.pid}_${Date.now()}`;
let a: SiteServer;
let b: SiteServer;
let browser: Browser;
let uploadsDir: string;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  uploadsDir = mkdtempSync(join(tmpdir(), 'tsunagu-shared-uploads-'));
  const shared = { database: { kind: 'postgres' as const, url: withDatabase(url, name) }, uploadsDir };
  // One after the other: the first migrates and seeds, the second finds it done (as a restart would).
  a = await startSiteServer(shared);
  [b, browser] = await Promise.all([startSiteServer(shared), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await b?.close();
  await a?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

it('walks a c2g entry to both reviews with the guest on one process and the cast on the other', async () => {
  const [guest, cast] = await Promise.all([
    signInAs(browser, a.url, 'guest'),
    signInAs(browser, b.url, 'cast'),
  ]);
  await saveTestCard(guest, a.url, 'guest');
  const entryId = await applyForService(guest, a.url, 'demoService01', {
    flowLead: '申し込みはサポーターに届きます。サポーターの見積もりを承認して発注し',
    doneLead: 'サポーターからの見積もりをお待ちください。',
  });
  const castEntry = `${b.url}/cast/entries/${entryId}`;
  const guestEntry = `${a.url}/guest/entries/${entryId}`;

  // Served by B: the demo pictures A's seed stored, and the entry A took.
  await open(cast, castEntry, '申し込み中');
  await sendEstimate(cast, '見積もりを送る', { unitPrice: '3000', quantity: '3' }, '見積もり提示済み');
  await open(guest, guestEntry, '見積もり提示済み');
  await takeAction(guest, '見積もりを承認する', '見積もり提示済み');

  await orderAndComplete(
    { page: cast, entryUrl: castEntry, roleName: 'サポーター' },
    { page: guest, entryUrl: guestEntry, roleName: 'ご依頼者' },
    'scale-out',
  );
  await open(guest, guestEntry, '￥13,200を支払う');
  await pay(guest, '￥13,200');
  await review(guest, 5, 'プロセスをまたいでも丁寧でした。');
  await open(cast, castEntry, '支払い済み');
  await review(cast, 4, 'ありがとうございました。');
  await expect.poll(() => mainText(cast)).toContain('プロセスをまたいでも丁寧でした。');
  await open(guest, guestEntry, 'レビュー済み');
}, 180_000);

it('brings a message the guest writes on one process to the cast’s open thread on the other, live', async () => {
  const [guest, cast] = await Promise.all([
    signInAs(browser, a.url, 'guest'),
    signInAs(browser, b.url, 'cast'),
  ]);
  await guest.goto(`${a.url}/messages/demoCast1`);
  await cast.goto(`${b.url}/messages/demoGuest1`);
  const thread = (page: typeof guest) => page.getByRole('list', { name: 'これまでのメッセージ' });
  await Promise.all([guest, cast].map((page) => page.getByLabel('メッセージ', { exact: true }).waitFor()));
  await guest.getByLabel('メッセージ', { exact: true }).fill('別のプロセスから届きますか？');
  await guest.getByRole('button', { name: '送信' }).click();
  await expect
    .poll(() => thread(cast).textContent(), { timeout: 5000 })
    .toContain('別のプロセスから届きますか？');
  await cast.getByLabel('メッセージ', { exact: true }).fill('はい、届きました。');
  await cast.getByRole('button', { name: '送信' }).click();
  await expect.poll(() => thread(guest).textContent(), { timeout: 5000 }).toContain('はい、届きました。');
});
