/**
 * Japanese messages: the default language and the source of truth for the message keys.
 * `{cast}` and `{guest}` are the role labels of the site settings, `{site}` the site name.
 */
export const ja = {
  'app.loading': '読み込み中…',

  'layout.skipToContent': '本文へスキップ',
  'layout.primaryNav': 'メインメニュー',
  'layout.footerNav': 'サイト情報',
  'layout.castLogin': '{cast}ログイン',
  'layout.guestLogin': '{guest}ログイン',
  'layout.myPage': 'マイページ',
  'layout.messages': 'メッセージ',
  'layout.services': 'サービスを探す',
  'layout.language': '表示言語',
  'layout.copyright': '© {site}',

  'locale.ja': '日本語',
  'locale.en': 'English',

  'notices.region': 'お知らせ',
  'notices.dismiss': '閉じる',

  'errors.title': 'エラーが発生しました',
  'errors.network': '通信エラーが発生しました',
  'errors.unexpected': '予期しないエラーが発生しました',
  'errors.invalidTheme': '不正なテーマです',
  'errors.backToTop': 'トップページへ',

  'top.welcome': '{site}へようこそ。{guest}の方は{cast}のサービスを探して申し込めます。',
  'top.findServices': 'サービスを探す',
  'top.loginHeading': 'ログイン',

  'login.title': '{role}ログイン',
  'login.email': 'メールアドレス',
  'login.password': 'パスワード',
  'login.submit': 'ログイン',
  'login.submitting': 'ログインしています…',
  'login.reasonUnauthorized': 'このページを表示するにはログインしてください。',
  'login.succeeded': 'ログインしました',
  'login.signup': '{role}として新規登録',
  'login.forgotPassword': 'パスワードをお忘れの方',

  'logout.submit': 'ログアウト',
  'logout.succeeded': 'ログアウトしました',

  'myPage.title': '{role}マイページ',
  'myPage.greeting': 'ようこそ、{nickname}さん',

  'notFound.title': 'ページが見つかりません',
  'notFound.body': 'お探しのページは移動または削除された可能性があります。',

  'page.notices': 'お知らせ',
  'page.noticeDetail': 'お知らせ詳細',
  'page.castNotices': '{cast}向けお知らせ',
  'page.guestNotices': '{guest}向けお知らせ',
  'page.contact': 'お問い合わせ',
  'page.lpContact': 'お問い合わせ',
  'page.supplierContact': '掲載に関するお問い合わせ',
  'page.fixedPages': 'ページ一覧',
  'page.fixedPage': 'ページ',
  'page.qanda': 'よくある質問',
  'page.managementInfo': '特定商取引法に基づく表記',
  'page.castTerms': '{cast}利用規約',
  'page.guestTerms': '{guest}利用規約',
  'page.privacyPolicy': 'プライバシーポリシー',
  'page.services': 'サービス一覧',
  'page.serviceDetail': 'サービス詳細',
  'page.castDetail': '{cast}詳細',
  'page.guestDetail': '{guest}詳細',
  'page.preview': 'プレビュー',
  'page.castSignup': '{cast}新規登録',
  'page.guestSignup': '{guest}新規登録',
  'page.signupConfirm': 'メールアドレスの確認',
  'page.castSignupRegistration': '{cast}情報の登録',
  'page.guestSignupRegistration': '{guest}情報の登録',
  'page.passwordReset': 'パスワードの再設定',
  'page.passwordConfirm': '確認コードの入力',
  'page.passwordRegistration': '新しいパスワードの登録',
  'page.accountInfo': 'アカウント情報',
  'page.withdraw': '退会',
  'page.castServices': '出品サービス',
  'page.castServiceDetail': '出品サービス詳細',
  'page.entries': '申し込み一覧',
  'page.entryDetail': '申し込み詳細',
  'page.sales': '売上・支払い',
  'page.castGuests': '{guest}一覧',
  'page.guestCasts': '{cast}一覧',
  'page.messages': 'メッセージ',
  'page.messageThread': 'メッセージのやりとり',
} as const;

export type MessageKey = keyof typeof ja;
