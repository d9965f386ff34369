import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Demo pages in the site's language: what an operator would write first. */
const PAGES = [
  {
    slug: 'about',
    kind: 'fixed',
    position: 1,
    title: 'ツナグについて',
    body: 'ツナグ 暮らしのサポートは、家事やペットのお世話、レッスンなど、暮らしのちょっとした困りごとを近くのサポーターに頼めるサービスです。\n\nサポーターは本人確認を済ませた方のみが活動しています。',
  },
  {
    slug: 'guide',
    kind: 'fixed',
    position: 2,
    title: 'ご利用の流れ',
    body: '1. サービスを探して「エントリー」します。\n2. サポーターから見積もりが届きます。\n3. 内容に納得したら注文し、当日サポートを受けます。\n4. 完了報告のあとにお支払いとレビューをします。',
  },
  {
    slug: 'terms-cast',
    kind: 'terms_cast',
    position: 0,
    title: 'サポーター利用規約',
    body: '第1条（適用）\nこの規約は、サポーターとして本サービスを利用するすべての方に適用されます。\n\n第2条（登録）\nサポーターは、正確な情報で登録し、本人確認書類を提出するものとします。\n\n第3条（報酬）\n報酬は、運営の定める手数料を差し引いたうえで、登録口座へ振り込みます。',
  },
  {
    slug: 'terms-guest',
    kind: 'terms_guest',
    position: 0,
    title: 'ご依頼者利用規約',
    body: '第1条（適用）\nこの規約は、ご依頼者として本サービスを利用するすべての方に適用されます。\n\n第2条（支払い）\nご依頼者は、完了報告のあと、登録したクレジットカードで代金を支払うものとします。\n\n第3条（キャンセル）\nマッチング後のキャンセルは、サポーターとの合意に従います。',
  },
  {
    slug: 'privacy-policy',
    kind: 'privacy_policy',
    position: 0,
    title: 'プライバシーポリシー',
    body: '当社は、本サービスの提供に必要な範囲で個人情報を取得し、利用目的の範囲内で取り扱います。\n\n本人確認書類は、運営による確認のためだけに利用し、ほかの利用者に公開することはありません。\n\n退会された場合、個人情報は削除または匿名化し、法令で保存が必要な取引記録のみを保存します。',
  },
] as const;

const QUESTIONS = [
  {
    id: 'q1',
    position: 1,
    question: '利用料はかかりますか？',
    answer: '登録は無料です。サービスの代金のほかに費用はかかりません。',
  },
  {
    id: 'q2',
    position: 2,
    question: '支払い方法は？',
    answer: 'クレジットカードでお支払いいただけます。完了報告のあとに決済されます。',
  },
  {
    id: 'q3',
    position: 3,
    question: 'キャンセルはできますか？',
    answer: 'マッチング前であれば、申し込み画面からいつでもキャンセルできます。',
  },
  {
    id: 'q4',
    position: 4,
    question: 'サポーターになるには？',
    answer: 'サポーターとして新規登録し、本人確認書類を提出してください。',
  },
];

const MANAGEMENT_INFO = [
  { label: '販売業者', value: '株式会社ツナグ（デモ）' },
  { label: '運営統括責任者', value: '運営 太郎' },
  { label: '所在地', value: '東京都渋谷区神宮前1-1-1' },
  { label: '電話番号', value: 'お問い合わせフォームからご請求ください' },
  { label: 'メールアドレス', value: 'support@example.com' },
  { label: '販売価格', value: '各サービスのページに表示された価格（税込）' },
  { label: '支払方法', value: 'クレジットカード' },
  { label: '支払時期', value: 'サービス完了の報告後' },
  {
    label: '返品・キャンセル',
    value: 'サービスの性質上、提供後の返品はできません。キャンセルは各サービスの条件に従います。',
  },
];

export async function seedContent(trx: Transaction<Database> | Kysely<Database>): Promise<void> {
  await trx
    .insertInto('content_pages')
    .values([...PAGES])
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  await trx
    .insertInto('questions')
    .values(QUESTIONS)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('management_info')
    .values({ id: 1, rows: JSON.stringify(MANAGEMENT_INFO) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
