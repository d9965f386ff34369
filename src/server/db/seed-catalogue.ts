import { sql, type Transaction } from 'kysely';
import { searchTextOf } from '../features/services/to-service.ts';
import type { Database } from './schema.ts';

/**
 * The casts of the demo catalogue, with what their public profiles show (casts/edit's public fields);
 * like the main demo cast they sign in with the demo password.
 */
const CASTS = [
  {
    id: 'demoCast1',
    nickname: '山田 花子',
    profile: {
      introduction:
        '家事代行歴8年です。水まわりのおそうじと、週末の作り置きが得意です。小さなお子さまのいるご家庭も安心してお任せください。',
      skills: ['housework', 'cooking'],
      area: 'tokyo',
    },
  },
  {
    id: 'demoCast2',
    nickname: '佐々木 健',
    profile: {
      introduction: '元ホテルの調理師です。季節の食材で、体にやさしい家庭料理をお作りします。',
      skills: ['cooking'],
      area: 'kanagawa',
    },
  },
  {
    id: 'demoCast3',
    nickname: '高橋 みどり',
    profile: {
      introduction: '犬2匹・猫1匹と暮らしています。お散歩やお留守番中のお世話をていねいに行います。',
      skills: ['pets'],
      area: 'saitama',
    },
  },
  {
    id: 'demoCast4',
    nickname: '中村 翔',
    profile: {
      introduction: 'ピアノ講師として15年。初めての方にも、楽しく続けられるレッスンを心がけています。',
      skills: ['lessons'],
      area: 'online',
    },
  },
  {
    id: 'demoCast5',
    nickname: '小林 さくら',
    profile: {
      introduction:
        'パソコン教室の元インストラクターです。スマホの初期設定から写真の整理までお手伝いします。',
      skills: ['it', 'lessons'],
      area: 'chiba',
    },
  },
];

type Category = 'housework' | 'cooking' | 'pets' | 'lessons' | 'it';

/** [category, title, description, menus as [name, price, unit]] */
const SERVICES: Array<[Category, string, string, Array<[string, number, string]>]> = [
  [
    'housework',
    '水まわり集中おそうじ',
    'キッチン・浴室・トイレ・洗面所をまとめてピカピカにします。',
    [
      ['3時間コース', 9000, '回'],
      ['5時間コース', 14000, '回'],
    ],
  ],
  [
    'housework',
    '定期おそうじ（週1回）',
    '毎週同じ曜日にうかがい、お部屋全体をおそうじします。',
    [['2時間', 6000, '回']],
  ],
  [
    'housework',
    '引っ越し前後の片付けサポート',
    '荷造り・荷ほどき・不用品の仕分けをお手伝いします。',
    [
      ['半日', 12000, '回'],
      ['1日', 22000, '回'],
    ],
  ],
  [
    'housework',
    'エアコンクリーニング',
    '壁掛けエアコンの分解洗浄。カビやにおいが気になる方に。',
    [['1台', 11000, '台']],
  ],
  ['housework', '衣替えと収納の見直し', 'クローゼットを使いやすく整えます。', [['3時間', 8500, '回']]],
  [
    'housework',
    'ベランダ・窓ガラスのおそうじ',
    '手の届きにくい窓やサッシもきれいにします。',
    [['2時間', 6500, '回']],
  ],
  [
    'cooking',
    '作り置き料理の代行',
    '1週間分のおかずを3時間で10品ほどつくります。',
    [['3時間（10品目安）', 9800, '回']],
  ],
  [
    'cooking',
    '離乳食・幼児食の作り置き',
    '月齢に合わせた離乳食を冷凍ストックで用意します。',
    [['2時間', 7000, '回']],
  ],
  [
    'cooking',
    'ホームパーティーの出張料理',
    '10名様までのパーティー料理をご自宅でつくります。',
    [
      ['〜6名', 18000, '回'],
      ['〜10名', 26000, '回'],
    ],
  ],
  [
    'cooking',
    'やさしい和食のお料理レッスン',
    'だしの取り方から、基本の和食を一緒につくります。',
    [['90分', 5000, '回']],
  ],
  ['cooking', '糖質ひかえめ献立の作り置き', '健康診断が気になる方向けの献立です。', [['3時間', 10500, '回']]],
  [
    'cooking',
    'お弁当のおかずストック',
    '朝の準備が楽になる冷凍おかずをつくります。',
    [['2時間', 6800, '回']],
  ],
  [
    'pets',
    '犬の散歩代行',
    '朝夕の散歩をお引き受けします。大型犬も歓迎です。',
    [
      ['30分', 2000, '回'],
      ['60分', 3500, '回'],
    ],
  ],
  [
    'pets',
    '猫のお世話（留守中の訪問）',
    'ごはん・水・トイレのお世話と、ようすのご報告。',
    [['1回訪問', 2500, '回']],
  ],
  ['pets', '小動物のお世話', 'うさぎ・ハムスター・小鳥のお世話をします。', [['1回訪問', 2200, '回']]],
  [
    'pets',
    'トリミング前のブラッシング',
    '毛玉ができやすい子のブラッシングを定期的に。',
    [['45分', 3000, '回']],
  ],
  ['pets', 'シニア犬の見守り', 'ゆっくり散歩と、投薬のお手伝いをします。', [['1時間', 4000, '回']]],
  ['pets', 'ペットホテル送迎', '動物病院やペットホテルへの送り迎えをします。', [['片道', 3500, '回']]],
  [
    'lessons',
    'はじめてのピアノ',
    '大人の初心者向け。好きな曲を1曲弾けるように。',
    [
      ['45分', 4500, '回'],
      ['月4回', 16000, '月'],
    ],
  ],
  ['lessons', '英会話（旅行・日常）', '旅行や日常で使える英会話をマンツーマンで。', [['60分', 4000, '回']]],
  ['lessons', '子どもの宿題サポート', '小学生の宿題と音読を見守ります。', [['60分', 3000, '回']]],
  [
    'lessons',
    'ヨガ・ストレッチ（出張）',
    '肩こり・腰痛が気になる方のためのゆったりヨガ。',
    [['60分', 5000, '回']],
  ],
  ['lessons', '書道・ペン字', '美しい字の書き方を基本からお教えします。', [['60分', 3800, '回']]],
  ['lessons', 'ギター弾き語り入門', 'コードの押さえ方から弾き語りまで。', [['60分', 4200, '回']]],
  [
    'it',
    'スマホ教室（シニア向け）',
    'LINEや写真の送り方など、ゆっくり丁寧にお教えします。',
    [['60分', 3500, '回']],
  ],
  ['it', 'パソコンの初期設定', '新しいパソコンの設定とデータの引っ越しをします。', [['1台', 8000, '台']]],
  [
    'it',
    'Wi-Fiのつながらないを解決',
    'ルーターの設定や電波の届きにくい部屋の改善。',
    [['訪問1回', 6000, '回']],
  ],
  [
    'it',
    'プリンターの設定・修理相談',
    '印刷できない、スキャンできないをその場で解決。',
    [['訪問1回', 5000, '回']],
  ],
  [
    'it',
    'ホームページ更新の代行',
    'お店のホームページのお知らせ更新を代行します。',
    [['月4回まで', 10000, '月']],
  ],
  [
    'it',
    'オンライン会議の準備サポート',
    'カメラ・マイクの設定と、会議アプリの使い方。',
    [['60分', 4000, '回']],
  ],
  [
    'housework',
    '高齢のご家族の家事サポート',
    '買い物・掃除・洗濯など、日々の家事をお手伝いします。',
    [['2時間', 6000, '回']],
  ],
  [
    'cooking',
    '季節の保存食づくり',
    '梅干し・味噌・ジャムなど季節の保存食を一緒に。',
    [['3時間', 8000, '回']],
  ],
];

const AREAS = ['tokyo', 'kanagawa', 'saitama', 'chiba', 'osaka', 'online'];
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A believable demo catalogue: 32 published services across five categories, from five casts. */
export async function seedCatalogue(trx: Transaction<Database>, passwordHash: string): Promise<void> {
  await trx
    .insertInto('accounts')
    .values(
      CASTS.filter((c) => c.id !== 'demoCast1').map((c) => ({
        id: c.id,
        type: 'cast' as const,
        customer_account_type: 'individual' as const,
        email: `${c.id.toLowerCase()}@example.com`,
        email_normalized: `${c.id.toLowerCase()}@example.com`,
        password_hash: passwordHash,
        nickname: c.nickname,
        profile: JSON.stringify(c.profile),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  // The main demo cast exists before the catalogue; its profile is filled only while still empty.
  await trx
    .updateTable('accounts')
    .set({ profile: JSON.stringify(CASTS[0]?.profile ?? {}) })
    .where('id', '=', 'demoCast1')
    .where(sql<boolean>`profile = '{}'::jsonb`)
    .execute();

  const published = new Date('2026-11-01T09:00:00+09:00').getTime();
  for (const [index, [category, title, description, menus]] of SERVICES.entries()) {
    const id = `demoService${String(index + 1).padStart(2, '0')}`;
    const values = {
      category,
      area: AREAS[index % AREAS.length] ?? 'tokyo',
      weekdays: DAYS.filter((_, d) => (index + d) % 3 !== 0),
      notes: null,
    };
    const inserted = await trx
      .insertInto('services')
      .values({
        id,
        cast_id: CASTS[index % CASTS.length]?.id ?? 'demoCast1',
        status: 'publish',
        title,
        description,
        charge_method: 'unit_price',
        hour_type: 'other',
        values: JSON.stringify(values),
        search_text: searchTextOf(title, description, values),
        min_price: Math.min(...menus.map(([, price]) => price)),
        published_at: new Date(published + index * 3_600_000),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    await trx
      .insertInto('service_menus')
      .values(
        menus.map(([name, price, unit], m) => ({
          id: `${id}Menu${m + 1}`,
          service_id: id,
          name,
          price,
          unit,
          description: '',
        })),
      )
      .execute();
  }
}
