import type { Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Demo guests for casts to browse (GET /guests); like the main demo guest they use the demo password. */
const GUESTS = [
  {
    id: 'demoGuest2',
    nickname: '鈴木 由美',
    type: 'individual',
    introduction: '共働きで平日は忙しく、週末の作り置きをお願いできる方を探しています。',
  },
  {
    id: 'demoGuest3',
    nickname: '田中 誠',
    type: 'individual',
    introduction: '柴犬を飼っています。出張の多い月に散歩とごはんをお願いしたいです。',
  },
  {
    id: 'demoGuest4',
    nickname: '伊藤 恵子',
    type: 'individual',
    introduction: '70代です。スマホの使い方をゆっくり教えていただける方を探しています。',
  },
  {
    id: 'demoGuest5',
    nickname: '株式会社ミナト設計',
    type: 'company',
    introduction: '事務所（20名）の定期清掃と、来客時のお茶出し準備をお願いできる方を募集しています。',
  },
] as const;

export async function seedGuests(trx: Transaction<Database>, passwordHash: string): Promise<void> {
  await trx
    .insertInto('accounts')
    .values(
      GUESTS.map((g) => ({
        id: g.id,
        type: 'guest' as const,
        customer_account_type: g.type,
        email: `${g.id.toLowerCase()}@example.com`,
        email_normalized: `${g.id.toLowerCase()}@example.com`,
        password_hash: passwordHash,
        nickname: g.nickname,
        profile: JSON.stringify({ introduction: g.introduction }),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
