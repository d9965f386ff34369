import type { Insertable, Transaction } from 'kysely';
import { estimateAmounts } from '../../core/entries/estimate-amounts.ts';
import type { EntryStatus } from '../../core/enums.ts';
import type { FeeTerms } from '../../core/money.ts';
import { refreshBookingCount } from '../features/entries/booking-count.ts';
import { refreshServiceRating } from '../features/reviews/service-rating.ts';
import type { Database, EntryTransitionsTable } from './schema.ts';

const castOf = (service: number) => `demoCast${((service - 1) % 5) + 1}`;

/** Finished entries whose reviews the catalogue shows: [service, guest, guest's rating, comment, cast's rating]. */
const REVIEWED: Array<[number, number, number, string, number]> = [
  [1, 2, 5, '水回りまでピカピカにしていただきました。また定期でお願いしたいです。', 5],
  [1, 3, 4, '時間どおりに来てくださり、手際がとても良かったです。', 5],
  [7, 1, 5, '10品も作っていただき、平日の夕食がとても楽になりました。', 5],
  [7, 4, 4, '味付けがやさしく、子どもも喜んで食べています。', 4],
  [2, 5, 5, '説明が丁寧で安心してお任せできました。', 5],
  [12, 2, 3, '作業は丁寧でしたが、開始が少し遅れました。', 4],
  [13, 3, 5, '大型犬でも安心してお任せできました。散歩のようすの写真もうれしかったです。', 5],
  [19, 4, 5, '初めてでも楽しく、1か月で1曲弾けるようになりました。', 5],
  [25, 4, 4, 'LINEで写真を送れるようになりました。ゆっくり教えてくださって助かりました。', 5],
  [14, 5, 5, '留守中も毎日ようすを知らせてくださり、安心でした。', 4],
];

/** Entries of the demo cast and guest that wait for each of them, so both see "action required". */
const WAITING: Array<{ id: string; service: number; status: EntryStatus; request: string }> = [
  { id: 'demoEntryWaitingCast', service: 1, status: 'entered', request: '年末の大掃除をお願いしたいです。' },
  {
    id: 'demoEntryWaitingGuest',
    service: 6,
    status: 'estimated',
    request: '週2回の作り置きを検討しています。',
  },
];

/** Demo entries: a few finished ones with published reviews, and two that wait for the demo accounts. */
export async function seedEntries(trx: Transaction<Database>): Promise<void> {
  const base = new Date('2026-11-05T10:00:00+09:00').getTime();
  for (const [index, [service, guest, guestRating, comment, castRating]] of REVIEWED.entries()) {
    const id = `demoEntryReviewed${index + 1}`;
    const at = new Date(base + index * 86_400_000);
    const serviceId = `demoService${String(service).padStart(2, '0')}`;
    const inserted = await trx
      .insertInto('entries')
      .values({
        id,
        service_id: serviceId,
        service_menu_id: `${serviceId}Menu1`,
        cast_id: castOf(service),
        guest_id: `demoGuest${guest}`,
        belonging_id: null,
        flow_type: 'c2g',
        status: 'reviewed',
        values: JSON.stringify({ request: 'よろしくお願いします。' }),
        reservation_at: at,
        amount: 5500,
        // The demo's finished entries were paid before the site took a fee (the ledger has no sale of them).
        fee_terms: JSON.stringify({ type: 'none', rate: 0, minimum: 0, fixed: 0 } satisfies FeeTerms),
        deadline_at: null,
        cancel_reason: null,
        idempotency_key: id,
        entered_at: at,
        updated_at: at,
        paid_at: at,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    await trx
      .insertInto('reviews')
      .values([
        {
          id: `${id}ByGuest`,
          entry_id: id,
          service_id: serviceId,
          author_id: `demoGuest${guest}`,
          subject_id: castOf(service),
          rating: guestRating,
          comment,
          created_at: at,
          published_at: at,
        },
        {
          id: `${id}ByCast`,
          entry_id: id,
          service_id: serviceId,
          author_id: castOf(service),
          subject_id: `demoGuest${guest}`,
          rating: castRating,
          comment: 'ご丁寧にご対応いただき、ありがとうございました。',
          created_at: at,
          published_at: at,
        },
      ])
      .execute();
    await refreshServiceRating(trx, serviceId);
    await refreshBookingCount(trx, serviceId);
  }

  const now = new Date('2026-11-20T10:00:00+09:00');
  for (const entry of WAITING) {
    const serviceId = `demoService${String(entry.service).padStart(2, '0')}`;
    const inserted = await trx
      .insertInto('entries')
      .values({
        id: entry.id,
        service_id: serviceId,
        service_menu_id: null,
        cast_id: castOf(entry.service),
        guest_id: 'demoGuest1',
        belonging_id: null,
        flow_type: 'c2g',
        status: entry.status,
        values: JSON.stringify({ request: entry.request }),
        reservation_at: new Date('2026-12-20T10:00:00+09:00'),
        amount: null,
        // The demo should not expire while someone looks at it.
        deadline_at: new Date('2099-12-31T00:00:00+09:00'),
        cancel_reason: null,
        idempotency_key: entry.id,
        entered_at: now,
        updated_at: now,
        paid_at: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    const transitions: Insertable<EntryTransitionsTable>[] = [
      {
        entry_id: entry.id,
        action: 'create',
        from_status: null,
        to_status: 'entered',
        actor_type: 'guest',
        actor_id: 'demoGuest1',
        created_at: now,
      },
    ];
    if (entry.status === 'estimated') {
      const amounts = estimateAmounts(
        [
          { label: '作り置き（3時間）', unitPrice: 9000, quantity: 2, unit: '回' },
          { label: '交通費', unitPrice: 500, quantity: 2, unit: '回' },
        ],
        0.1,
      );
      await trx
        .insertInto('entry_estimates')
        .values({
          entry_id: entry.id,
          kind: 'initial',
          author_type: 'cast',
          items: JSON.stringify(amounts.items),
          subtotal: amounts.subtotal,
          tax: amounts.tax,
          total: amounts.total,
          message: '週2回・1回3時間でのお見積もりです。食材費は別途実費となります。',
          deadline_at: new Date('2099-12-31T00:00:00+09:00'),
          updated_at: now,
        })
        .execute();
      transitions.push({
        entry_id: entry.id,
        action: 'postInitialEstimate',
        from_status: 'entered',
        to_status: 'estimated',
        actor_type: 'cast',
        actor_id: castOf(entry.service),
        created_at: now,
      });
    }
    await trx.insertInto('entry_transitions').values(transitions).execute();
  }
}
