import type { AccountType } from '../core/enums.ts';

/** Paths that more than one part of the web app builds; pages link to the rest by their literal path. */

export const TOP_PATH = '/';
export const NOT_FOUND_PATH = '/404';
export const SERVICES_PATH = '/guest/services';
export const MESSAGES_PATH = '/messages';

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
