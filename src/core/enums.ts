/** The closed sets of values named by the specification (section 9 and section 4), defined once. */

export const ACCOUNT_TYPES = ['cast', 'guest'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const CUSTOMER_ACCOUNT_TYPES = ['individual', 'company'] as const;
export type CustomerAccountType = (typeof CUSTOMER_ACCOUNT_TYPES)[number];

export const ENTRY_STATUSES = [
  'entered',
  'estimated',
  'last_estimated',
  'ordered',
  'matched',
  'completion_reported',
  'paid',
  'reviewed',
  'passed_up',
  'declined',
  'guest_canceled',
  'cast_canceled',
  'estimate_expired',
  'estimate_approval_expired',
  /** Cancelled by an operator in the console, with a reason (before payment; refunds come later). */
  'operator_canceled',
] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const SERVICE_PUBLISH_STATUSES = ['draft', 'publish', 'unpublish'] as const;
export type ServicePublishStatus = (typeof SERVICE_PUBLISH_STATUSES)[number];

export const IDENTIFICATION_STATES = ['not_required', 'required', 'registered'] as const;
export type IdentificationState = (typeof IDENTIFICATION_STATES)[number];

export const PAYMENT_FLOW_TYPES = ['c2g', 'g2c'] as const;
export type PaymentFlowType = (typeof PAYMENT_FLOW_TYPES)[number];

export const CAST_MATCHING_FEE_TYPES = ['none', 'single', 'regular', 'subscription'] as const;
export type CastMatchingFeeType = (typeof CAST_MATCHING_FEE_TYPES)[number];

export const CHARGE_METHODS = ['none', 'hourly', 'unit_price', 'subscription'] as const;
export type ChargeMethod = (typeof CHARGE_METHODS)[number];

export const SERVICE_HOUR_TYPES = ['none', 'other'] as const;
export type ServiceHourType = (typeof SERVICE_HOUR_TYPES)[number];

export const BANK_ACCOUNT_TYPES = ['futsu', 'toza'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const NOTIFICATION_TIMINGS = ['always', 'after_matching', 'never'] as const;
export type NotificationTiming = (typeof NOTIFICATION_TIMINGS)[number];

export const NOTICE_TYPES = ['info', 'success', 'warn', 'danger'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_DEFAULT_DURATION_MS = 5000;

export const FORM_FIELD_TYPES = [
  'text',
  'text_area',
  'radio_button',
  'check_box',
  'pull_down',
  'file_upload',
  'date',
  'time',
  'name',
  'email',
  'address',
  'birthday',
  'price',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Review features: reviews are available when any of them is enabled (spec section 6). */
export const REVIEW_FEATURES = [
  'review',
  'review_guest_only',
  'review_cast_only',
  'review_both_parties',
] as const;
export type ReviewFeature = (typeof REVIEW_FEATURES)[number];

export const DEFAULT_TAX_RATE = 0.1;

/** How the catalogue can be sorted (GET /services). */
export const SERVICE_ORDERS = ['newest', 'price_asc', 'price_desc', 'rating', 'popularity'] as const;
