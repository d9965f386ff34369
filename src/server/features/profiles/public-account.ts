import { type ExpressionBuilder, sql } from 'kysely';
import { uploadPath } from '../../../core/contract/uploads.ts';
import type { FormFieldType } from '../../../core/enums.ts';
import type { SchemaKey } from '../../../core/forms/form-schema.ts';
import { SCHEMA_INFO } from '../../../core/forms/schema-keys.ts';
import type { Database } from '../../db/schema.ts';
import type { FormSchemas } from '../form-schemas/service.ts';

/** Field types that hold personal data: never shown to others, whatever the operator marks. */
const PERSONAL_TYPES: ReadonlySet<FormFieldType> = new Set(['email', 'address', 'birthday']);

/** The records others may look into: profiles and a guest's belongings. */
export type PublicRecord = 'castProfile' | 'guestProfile' | 'belongings';

/**
 * The one rule of what others see of a customer's record (profiles, the guest directory, its search):
 * a key that some form writing the record asks for, and that none of those forms marks private or asks
 * as personal data. A value no form asks for any more (a removed field) is not shown: it may have been
 * private. docs/people.md.
 */
export async function publicKeysOf(schemas: FormSchemas, record: PublicRecord): Promise<ReadonlySet<string>> {
  const forms = (Object.keys(SCHEMA_INFO) as SchemaKey[]).filter((key) => SCHEMA_INFO[key].store === record);
  const fields = (await Promise.all(forms.map((key) => schemas.getFields(key)))).flat();
  const hidden = new Set(fields.filter((f) => f.private || PERSONAL_TYPES.has(f.type)).map((f) => f.key));
  return new Set(fields.map((f) => f.key).filter((key) => !hidden.has(key)));
}

export const onlyKeys = (values: Record<string, unknown>, keys: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key)));

type AccountsEb = ExpressionBuilder<Database & { a: Database['accounts'] }, 'a'>;

/** Published reviews about the account `a` (by the other role: an account is reviewed only by them). */
const reviewsAbout = (eb: AccountsEb) =>
  eb.selectFrom('reviews as r').whereRef('r.subject_id', '=', 'a.id').where('r.published_at', 'is not', null);

/** The columns of `accounts as a` that a public account is made of, its rating among them. */
export const publicAccountColumns = (eb: AccountsEb) =>
  [
    'a.id',
    'a.nickname',
    'a.customer_account_type',
    'a.profile',
    'a.created_at',
    'a.avatar_image_id',
    reviewsAbout(eb).select(sql<number | null>`round(avg(r.rating), 2)`.as('average')).as('rating_average'),
    reviewsAbout(eb)
      .select((r) => r.fn.countAll<number>().as('count'))
      .as('review_count'),
  ] as const;

/** What anyone sees of an account (a row of `publicAccountColumns`): its picture and its profile's public values only. */
export function toPublicAccount(
  row: {
    id: string;
    nickname: string;
    customer_account_type: Database['accounts']['customer_account_type'];
    profile: Record<string, unknown>;
    created_at: Date;
    avatar_image_id: string | null;
    rating_average: number | null;
    review_count: number | null;
  },
  shown: ReadonlySet<string>,
) {
  return {
    id: row.id,
    nickname: row.nickname,
    customerAccountType: row.customer_account_type,
    avatarUrl: row.avatar_image_id === null ? null : uploadPath(row.avatar_image_id),
    values: onlyKeys(row.profile, shown),
    rating: { average: row.rating_average, count: Number(row.review_count ?? 0) },
    registeredAt: row.created_at.toISOString(),
  };
}
