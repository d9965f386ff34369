import type { MessageParams } from '../core/i18n.ts';
import type { ServerMessageKey } from './i18n/index.ts';

/**
 * The one domain error. Services throw it with a code and a message key; the HTTP edge
 * (http/errors.ts) maps the code to a status and translates the message for the caller.
 */
export type AppErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  /** A collaborator (mail server, payment provider) did not answer; the caller may retry. */
  | 'unavailable';

export interface Message {
  key: ServerMessageKey;
  params?: MessageParams;
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly messageKey: ServerMessageKey,
    readonly params: MessageParams = {},
    /** Per-field messages for `validation`, keyed by the field's dotted path. */
    readonly fieldErrors: Record<string, Message[]> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  static validation(
    fieldErrors: Record<string, Message[]>,
    messageKey: ServerMessageKey = 'errors.validation',
  ) {
    return new AppError('validation', messageKey, {}, fieldErrors);
  }
  static notFound() {
    return new AppError('not_found', 'errors.notFound');
  }
  static conflict(messageKey: ServerMessageKey = 'errors.conflict', params?: MessageParams) {
    return new AppError('conflict', messageKey, params);
  }
  static unauthenticated() {
    return new AppError('unauthenticated', 'errors.unauthenticated');
  }
  static forbidden(messageKey: ServerMessageKey = 'errors.forbidden') {
    return new AppError('forbidden', messageKey);
  }
}
