import type { AccountType } from '../core/enums.ts';

/** Paths that more than one part of the web app builds; pages link to the rest by their literal path. */

export const TOP_PATH = '/';
export const NOT_FOUND_PATH = '/404';
export const SERVICES_PATH = '/guest/services';
export const MESSAGES_PATH = '/messages';
export const AVAILABILITY_PATH = '/cast/availability';

export function myPagePath(type: AccountType): string {
  return `/${type}/my-page`;
}

export function loginPath(role: AccountType): string {
  return `/${role}/login`;
}

export function signupPath(role: AccountType): string {
  return `/${role}/signup`;
}

export function passwordResetPath(role: AccountType): string {
  return `/${role}/password`;
}

export function termsPath(role: AccountType): string {
  return `/${role}/terms`;
}

/** The entry form of a service (the calendar leads there with the chosen slot in its query). */
export function entryFormPath(serviceId: string): string {
  return `/guest/services/${serviceId}/entry`;
}
