import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DayHours, WeeklyHours } from '../../core/appointments/free-slots.ts';
import type { Layout, LayoutKey } from '../../core/contract/layouts.ts';
import type { SiteSettings } from '../../core/contract/site.ts';
import type {
  AccountType,
  ChargeMethod,
  CustomerAccountType,
  EntryStatus,
  NotificationTiming,
  PaymentFlowType,
  ServiceHourType,
  ServicePublishStatus,
} from '../../core/enums.ts';
import type { FormValues } from '../../core/forms/field-values.ts';
import type { FormField, RetiredField } from '../../core/forms/form-schema.ts';
import type { Locale } from '../../core/i18n.ts';
import type { FeeTerms } from '../../core/money.ts';

/** Table types for Kysely; they mirror the migrations in ./migrations. */
export interface Database {
  site_settings: SiteSettingsTable;
  accounts: AccountsTable;
  operators: OperatorsTable;
  audit_log: AuditLogTable;
  site_images: SiteImagesTable;
  sessions: SessionsTable;
  notices: NoticesTable;
  form_schemas: FormSchemasTable;
  email_verifications: EmailVerificationsTable;
  guest_belongings: GuestBelongingsTable;
  uploads: UploadsTable;
  identifications: IdentificationsTable;
  content_pages: ContentPagesTable;
  questions: QuestionsTable;
  management_info: ManagementInfoTable;
  contact_messages: ContactMessagesTable;
  message_groups: MessageGroupsTable;
  messages: MessagesTable;
  bank_accounts: BankAccountsTable;
  payment_cards: PaymentCardsTable;
  sandbox_tokens: SandboxTokensTable;
  sandbox_cards: SandboxCardsTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_refunds: SandboxRefundsTable;
  stripe_customers: StripeCustomersTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  services: ServicesTable;
  service_menus: ServiceMenusTable;
  cast_availability: CastAvailabilityTable;
  appointments: AppointmentsTable;
  service_favorites: ServiceFavoritesTable;
  guest_favorites: GuestFavoritesTable;
  scouts: ScoutsTable;
  reviews: ReviewsTable;
  layouts: LayoutsTable;
  entries: EntriesTable;
  entry_estimates: EntryEstimatesTable;
  entry_transitions: EntryTransitionsTable;
  entry_payments: EntryPaymentsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_lines: LedgerLinesTable;
  entry_refunds: EntryRefundsTable;
  payout_batches: PayoutBatchesTable;
  payout_items: PayoutItemsTable;
  payout_remitter: PayoutRemitterTable;
  mail_outbox: MailOutboxTable;
  subscriptions: SubscriptionsTable;
  subscription_charges: SubscriptionChargesTable;
  matching_fees: MatchingFeesTable;
  rate_limits: RateLimitsTable;
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SiteSettingsTable {
  id: ColumnType<number, number, never>;
  settings: ColumnType<SiteSettings, string, string>;
  draft: ColumnType<SiteSettings | null, string | null, string | null>;
  preview_token_hash: string | null;
  preview_expires_at: Date | null;
  updated_at: UpdatedAt;
}

export type AccountStatus = 'active' | 'withdrawn' | 'suspended';

export interface AccountsTable {
  id: string;
  type: AccountType;
  customer_account_type: CustomerAccountType;
  email: string;
  email_normalized: string;
  password_hash: string;
  nickname: string;
  status: Generated<AccountStatus>;
  notification_timing: Generated<NotificationTiming>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  withdrawn_at: Date | null;
  suspended_at: Date | null;
  suspension_reason: Generated<string>;
  profile: ColumnType<FormValues, string | undefined, string>;
  /** The account's picture: an image upload of its own; null shows initials. */
  avatar_image_id: string | null;
  /** The language the account reads the site in; its e-mails follow it. */
  locale: Generated<Locale>;
}
export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;

export interface OperatorsTable {
  id: string;
  email: string;
  email_normalized: string;
  password_hash: string;
  name: string;
  /** The language the operator last signed in to the console with (migration 0032). */
  locale: Generated<Locale>;
  signed_in_at: Date | null;
  created_at: CreatedAt;
}

/** An image the operator uploaded for the site (the OGP image); public, bytes kept in the row. */
export interface SiteImagesTable {
  id: string;
  mime: string;
  width: number;
  height: number;
  bytes: Buffer;
  operator_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** One change made in the operator console: who, when, what, and the target before and after. */
export interface AuditLogTable {
  id: Generated<string>;
  operator_id: string | null;
  operator_name: string;
  action: string;
  target_type: string;
  target_id: Generated<string>;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string | null;
  operator_id: string | null;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
  expires_at: Date;
}

/** `account`: addressed to one customer (`account_id`), e.g. by the operator console. */
export type NoticeAudience = 'public' | 'cast' | 'guest' | 'account';

export interface NoticesTable {
  id: string;
  audience: NoticeAudience;
  /** The one reader of an `account` notice. */
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  title: string;
  body: string;
  /** English versions of an operator's notice; empty shows the Japanese. */
  title_en: Generated<string>;
  body_en: Generated<string>;
  published_at: Date;
  created_at: CreatedAt;
}

export interface FormSchemasTable {
  key: string;
  fields: ColumnType<FormField[], string, string>;
  retired: ColumnType<RetiredField[], string | undefined, string>;
  updated_at: UpdatedAt;
}

export type VerificationPurpose = 'signup' | 'password_reset';

export interface EmailVerificationsTable {
  id: string;
  purpose: VerificationPurpose;
  account_type: AccountType;
  email: string;
  email_normalized: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  verified_at: Date | null;
  token_hash: string | null;
  consumed_at: Date | null;
  created_at: CreatedAt;
}

export interface GuestBelongingsTable {
  id: string;
  account_id: string;
  values: ColumnType<FormValues, string, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UploadsTable {
  id: string;
  owner_account_id: string;
  kind: 'file' | 'image';
  is_private: boolean;
  mime: string;
  size: number;
  alt: string;
  width: number | null;
  height: number | null;
  created_at: CreatedAt;
}

export type IdentificationReviewStatus = 'pending' | 'returned' | 'approved';

export interface IdentificationsTable {
  account_id: string;
  document_type: string;
  upload_ids: ColumnType<string[], string, string>;
  review_status: IdentificationReviewStatus;
  reason: Generated<string>;
  submitted_at: Date;
  reviewed_at: Date | null;
}

export type ContentPageKind = 'fixed' | 'terms_cast' | 'terms_guest' | 'privacy_policy';

export interface ContentPagesTable {
  slug: string;
  kind: ContentPageKind;
  title: string;
  body: string;
  /** The English version; empty shows the Japanese. */
  title_en: Generated<string>;
  body_en: Generated<string>;
  position: Generated<number>;
  updated_at: UpdatedAt;
}

export interface QuestionsTable {
  id: string;
  question: string;
  answer: string;
  /** English versions; empty shows the Japanese. */
  question_en: Generated<string>;
  answer_en: Generated<string>;
  position: Generated<number>;
}

export interface ManagementInfoTable {
  id: ColumnType<number, number, never>;
  rows: ColumnType<
    Array<{ label: string; value: string; labelEn?: string; valueEn?: string }>,
    string,
    string
  >;
  updated_at: UpdatedAt;
}

export interface ContactMessagesTable {
  id: string;
  kind: 'contact' | 'lp' | 'supplier';
  name: string;
  email: string;
  company: string;
  body: string;
  created_at: CreatedAt;
  /** When an operator marked it handled in the console's inbox; null while it waits. */
  handled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface MessageGroupsTable {
  id: string;
  cast_id: string;
  guest_id: string;
  last_message_at: Date;
}

export interface MessagesTable {
  seq: Generated<number>;
  id: string;
  group_id: string;
  sender_id: string;
  body: string;
  created_at: CreatedAt;
  read_at: Date | null;
  /** The service a message is about (a scout's message); null for a plain message. */
  service_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BankAccountsTable {
  account_id: string;
  bank_code: string;
  bank_name: string;
  branch_code: string;
  branch_name: string;
  account_type: 'futsu' | 'toza';
  account_number: string;
  holder_name: string;
  updated_at: UpdatedAt;
}

export interface PaymentCardsTable {
  account_id: string;
  customer_ref: string;
  card_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  updated_at: UpdatedAt;
}

export interface SandboxTokensTable {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: 'ok' | 'decline_on_save' | 'decline_on_charge' | 'authentication_required';
  created_at: Date;
  used_at: Date | null;
}

export interface SandboxCardsTable {
  id: string;
  customer_ref: string;
  behaviour: SandboxTokensTable['behaviour'];
  exp_month: number;
  exp_year: number;
  created_at: Date;
}

export interface SandboxChargesTable {
  id: string;
  idempotency_key: string;
  card_ref: string;
  amount: number;
  description: string;
  status: string;
  created_at: Date;
}

export interface SandboxRefundsTable {
  id: string;
  idempotency_key: string;
  charge_ref: string;
  amount: number;
  created_at: Date;
}

/** The Stripe customer that holds an account's cards. */
export interface StripeCustomersTable {
  account_id: string;
  customer_ref: string;
  created_at: CreatedAt;
}

/** Webhook events already handled, by the provider's event id. */
export interface PaymentWebhookEventsTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: CreatedAt;
}

export interface ServicesTable {
  id: string;
  cast_id: string;
  status: ServicePublishStatus;
  title: string;
  description: string;
  charge_method: ChargeMethod;
  hour_type: ServiceHourType;
  image_ids: ColumnType<string[], string | undefined, string>;
  values: ColumnType<FormValues, string | undefined, string>;
  search_text: string;
  min_price: number | null;
  favorite_count: Generated<number>;
  review_count: Generated<number>;
  rating_average: number | null;
  /** Entries that reached the match (src/server/features/entries/booking-count.ts). */
  booking_count: Generated<number>;
  published_at: Date | null;
  listing_ends_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
  /** Set while the cast is suspended: the service is out of the catalogue, its status untouched. */
  owner_suspended: Generated<boolean>;
  /** The booking rules (core/contract/availability.ts `bookingRules`). */
  lead_minutes: Generated<number>;
  buffer_minutes: Generated<number>;
  horizon_days: Generated<number>;
  instant_booking: Generated<boolean>;
}
export type ServiceRow = Selectable<ServicesTable>;

/** A cast's opening hours (core/appointments/free-slots.ts `Availability`). */
export interface CastAvailabilityTable {
  cast_id: string;
  weekly: ColumnType<WeeklyHours[], string, string>;
  dates: ColumnType<DayHours[], string, string>;
  updated_at: Date;
}

/**
 * A time a cast holds for an entry, with the service's buffer after it; no two of one cast overlap
 * (migration 0034). `held_until`: the entry's deadline while it waits, null once matched.
 */
export interface AppointmentsTable {
  entry_id: string;
  cast_id: string;
  /** A tstzrange, written and read as its text `[start,end)`. */
  blocks: string;
  held_until: Date | null;
}

export interface ServiceMenusTable {
  id: string;
  service_id: string;
  name: string;
  price: number;
  unit: string;
  description: string;
  duration_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  values: ColumnType<FormValues, string | undefined, string>;
  created_at: CreatedAt;
}

export interface ServiceFavoritesTable {
  account_id: string;
  service_id: string;
  created_at: CreatedAt;
}

/** A cast's favorite guests. */
export interface GuestFavoritesTable {
  cast_id: string;
  guest_id: string;
  created_at: CreatedAt;
}

/** A cast's invitation to a guest to enter one of the cast's services; its text is the message `message_id`. */
export interface ScoutsTable {
  id: string;
  cast_id: string;
  guest_id: string;
  service_id: string;
  message_id: string;
  created_at: CreatedAt;
}

export interface ReviewsTable {
  id: string;
  entry_id: string;
  service_id: string;
  author_id: string;
  subject_id: string;
  rating: number;
  comment: string;
  created_at: CreatedAt;
  published_at: Date | null;
}

export interface LayoutsTable {
  key: LayoutKey;
  layout: ColumnType<Layout, string, string>;
  updated_at: UpdatedAt;
}

export interface EntriesTable {
  id: string;
  service_id: string;
  service_menu_id: string | null;
  cast_id: string;
  guest_id: string;
  belonging_id: string | null;
  flow_type: PaymentFlowType;
  status: EntryStatus;
  initial_estimate_approved: Generated<boolean>;
  values: ColumnType<FormValues, string, string>;
  reservation_at: Date | null;
  amount: number | null;
  deadline_at: Date | null;
  /** The tax included in `amount`, fixed with it at matching. */
  tax: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the supplier reported completion. */
  provided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  cancel_reason: string | null;
  idempotency_key: string;
  entered_at: Date;
  updated_at: Date;
  paid_at: Date | null;
  /** Billed monthly by a subscription (the service's charge method at matching). */
  by_subscription: Generated<boolean>;
  /** The platform's fee terms, fixed at matching (null before): every figure of the entry follows them. */
  fee_terms: ColumnType<FeeTerms | null, string | null | undefined, string | null>;
  /** The time the entry books (a service of hour type `other`); null otherwise. */
  appointment_starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  appointment_ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The units (`unit_price`) or hours (`hourly`) booked: a priced menu's amount is its price times this. */
  quantity: Generated<number>;
  /** A new time for a matched appointment, proposed by one party and waiting for the other. */
  proposed_starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  proposed_ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  proposed_by: ColumnType<AccountType | null, AccountType | null | undefined, AccountType | null>;
  /** When both parties were reminded of the appointment, the day before. */
  appointment_reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type EntryRow = Selectable<EntriesTable>;

export interface EstimateItemRow {
  label: string;
  unitPrice: number;
  quantity: number;
  unit: string;
  amount: number;
}

export interface EntryEstimatesTable {
  entry_id: string;
  kind: 'initial' | 'last';
  author_type: AccountType;
  items: ColumnType<EstimateItemRow[], string, string>;
  subtotal: number;
  tax: number;
  total: number;
  message: string;
  deadline_at: Date | null;
  updated_at: Date;
}

export interface EntryTransitionsTable {
  seq: Generated<string>;
  entry_id: string;
  action: string;
  from_status: EntryStatus | null;
  to_status: EntryStatus;
  actor_id: string | null;
  actor_type: AccountType | 'system' | 'operator';
  /** The operator who made the step in the console (actor_id is for customer accounts only). */
  operator_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: Date;
}

export interface EntryPaymentsTable {
  entry_id: string;
  attempt: number;
  idempotency_key: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'declined';
  charge_ref: string | null;
  decline_code: string | null;
  started_at: Date;
  finished_at: Date | null;
  /** Set when the payment succeeds: the tax it includes, the platform's fee, who is owed the rest. */
  tax: ColumnType<number | null, number | null | undefined, number | null>;
  fee: ColumnType<number | null, number | null | undefined, number | null>;
  supplier_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The card the attempt charges: a retry with its idempotency key must name the same card. */
  customer_ref: ColumnType<string | null, string | null | undefined, string | null>;
  card_ref: ColumnType<string | null, string | null | undefined, string | null>;
}

export type LedgerAccount = 'provider' | 'supplier' | 'platform' | 'payouts_due';

export interface LedgerTransactionsTable {
  id: string;
  kind: string;
  entry_id: string | null;
  service_id: string | null;
  /** The row of the feature that moved the money (a subscription charge, a refund, a payout batch). */
  source_id: string | null;
  memo: string;
  idempotency_key: string;
  occurred_at: Date;
  created_at: CreatedAt;
}

export interface LedgerLinesTable {
  seq: Generated<string>;
  transaction_id: string;
  account: LedgerAccount;
  party_id: string | null;
  kind: string;
  /** Signed: a transaction's lines sum to zero. */
  amount: number;
}

export interface EntryRefundsTable {
  id: string;
  entry_id: string;
  amount: number;
  reason: string;
  operator_id: string | null;
  payer_id: string;
  supplier_id: string;
  tax_back: number;
  fee_back: number;
  idempotency_key: string;
  status: 'pending' | 'succeeded' | 'failed';
  refund_ref: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export interface PayoutBatchesTable {
  id: string;
  setting_index: number;
  /** Japan date YYYY-MM-DD of the closing. */
  closing_date: string;
  closed_at: Date;
  /** Japan date YYYY-MM-DD of the transfer. */
  payout_date: string;
  transfer_fee: number;
  minimum_amount: number;
  status: 'open' | 'exported' | 'paid';
  exported_at: Date | null;
  paid_at: Date | null;
  paid_by: string | null;
  created_at: Date;
}

export interface PayoutItemsTable {
  id: string;
  batch_id: string;
  supplier_id: string;
  amount: number;
  transfer_fee: number;
  net: number;
  bank_code: string;
  branch_code: string;
  account_type: string;
  account_number: string;
  holder_name: string;
  paid_at: Date | null;
}

/** What a subscription bills: a service's listing, a cast's matching plan, an entry by subscription. */
export type SubscriptionKind = 'listing' | 'matching_plan' | 'entry';

export interface SubscriptionsTable {
  id: string;
  kind: SubscriptionKind;
  payer_id: string;
  supplier_id: string | null;
  service_id: string | null;
  entry_id: string | null;
  amount: number;
  tax: Generated<number>;
  status: 'active' | 'ended';
  anchor_at: Date;
  periods_paid: Generated<number>;
  period_end: Date;
  next_charge_at: Date;
  failed_attempts: Generated<number>;
  cancel_requested_at: Date | null;
  canceled_by: string | null;
  ended_at: Date | null;
  end_reason: 'canceled' | 'payment_failed' | 'not_applicable' | null;
  created_at: Date;
}
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export interface SubscriptionChargesTable {
  id: string;
  subscription_id: string;
  kind: SubscriptionKind;
  payer_id: string;
  supplier_id: string | null;
  service_id: string | null;
  entry_id: string | null;
  period: number;
  attempt: number;
  amount: number;
  tax: number;
  fee: number;
  idempotency_key: string;
  customer_ref: string | null;
  card_ref: string | null;
  status: 'pending' | 'succeeded' | 'declined';
  decline_code: string | null;
  charge_ref: string | null;
  started_at: Date;
  finished_at: Date | null;
}
export type SubscriptionChargeRow = Selectable<SubscriptionChargesTable>;

export interface MatchingFeesTable {
  entry_id: string;
  supplier_id: string;
  amount: number;
  created_at: Date;
}

/** The company that sends payouts (the Zengin file's 振込依頼人); one row, id 'site'. */
export interface PayoutRemitterTable {
  id: ColumnType<string, string | undefined, never>;
  company_code: string;
  company_name: string;
  bank_code: string;
  bank_name: string;
  branch_code: string;
  branch_name: string;
  account_type: 'futsu' | 'toza';
  account_number: string;
  updated_at: Date;
}

/** A mail waiting to leave, or sent, or given up on (src/server/mail/mail-outbox.ts). */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  from_name: string;
  subject: string;
  text: string;
  status: ColumnType<'pending' | 'sent' | 'failed', 'pending' | undefined, 'pending' | 'sent' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;

/** Hits of one rate-limited key in its current window (PostgreSQL deployments; http/rate-limit-store.ts). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resets_at: Date;
}
