import { z } from 'zod';

/** One object: `{ data: {...} }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const paginationMeta = z.object({
  currentPage: z.int().min(1),
  lastPage: z.int().min(1),
  perPage: z.int().min(1),
  total: z.int().min(0),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** A list: `{ data: [...], meta: { currentPage, lastPage, perPage, total } }`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta });
}

/** Query parameters shared by every paginated list. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

/** 422: a message and the messages of each field, keyed by the field's dotted path. */
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

/** Every other error status. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Public ids are random alphanumeric strings. */
export const publicId = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

/** 204 No Content. */
export const noContent = z.null().describe('No content');

/** Whether an ISO date or date-time falls in the years a person means: past them it is a typo (and
 * PGlite cannot compare a year-0001 date, which failed as a 500). */
const inCalendarRange = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= 1900 && year <= 2999;
};

/** A calendar day (YYYY-MM-DD) a caller sends, as the list filters take it. */
export const calendarDate = z.iso.date().refine(inCalendarRange, 'validation.date');

/** A moment a caller sends (ISO 8601 with its offset). */
export const calendarDateTime = z.iso.datetime({ offset: true }).refine(inCalendarRange, 'validation.date');
