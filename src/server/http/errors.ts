import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ValidationErrorBody } from '../../core/contract/common.ts';
import { AppError, type AppErrorCode } from '../app-error.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { isServerMessageKey, type ServerMessageKey } from '../i18n/index.ts';
import { zodIssueMessage } from './validation-messages.ts';

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  unavailable: 503,
};

const RETRY_AFTER_SECONDS = 2;

/** Framework errors a client can cause, answered with their own status instead of a 500. */
const CLIENT_ERROR_MESSAGES: Record<number, ServerMessageKey> = {
  400: 'errors.badRequest',
  404: 'errors.apiNotFound',
  405: 'errors.badRequest',
  406: 'errors.badRequest',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

function valueAt(root: unknown, path: string[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function sendValidation(reply: FastifyReply, message: string, errors: ValidationErrorBody['errors']) {
  return reply.status(422).send({ message, errors } satisfies ValidationErrorBody);
}

function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const t = request.t;
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return handleError(new AppError('unavailable', 'errors.databaseUnavailable'), request, reply);
  }
  if (error instanceof AppError) {
    const status = STATUS_BY_CODE[error.code];
    if (error.code === 'validation') {
      const errors = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((m) => t(m.key, m.params)),
        ]),
      );
      return sendValidation(reply, t(error.messageKey, error.params), errors);
    }
    // Whatever did not answer (the database under load, the mail server, the card provider) may answer
    // a moment later: say when to try again.
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(status).send({ message: t(error.messageKey, error.params) } satisfies ErrorBody);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const source =
      error.validationContext === 'querystring'
        ? request.query
        : error.validationContext === 'params'
          ? request.params
          : request.body;
    const errors: ValidationErrorBody['errors'] = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.split('/').filter(Boolean);
      const field = path.join('.') || '_';
      // A contract may name a catalogue message of its own (e.g. `.regex(re, 'validation.bankCode')`).
      const { key, params } =
        issue.message && isServerMessageKey(issue.message)
          ? { key: issue.message, params: {} }
          : zodIssueMessage(issue.keyword, issue.params, valueAt(source, path));
      errors[field] = [...(errors[field] ?? []), t(key, params)];
    }
    return sendValidation(reply, t('errors.validation'), errors);
  }
  const status = error.statusCode ?? 500;
  const clientMessage = CLIENT_ERROR_MESSAGES[status];
  if (status < 500 && clientMessage) {
    return reply.status(status).send({ message: t(clientMessage) } satisfies ErrorBody);
  }
  if (status < 500) {
    return reply.status(status).send({ message: t('errors.badRequest') } satisfies ErrorBody);
  }
  request.log.error({ err: error }, 'unhandled error');
  // Never leak a stack trace or an internal message; the request's id leads support to the log lines.
  return reply.status(500).send({
    message: t('errors.internal'),
    requestId: request.id,
  } satisfies ErrorBody & {
    requestId: string;
  });
}

/** The one place where errors become HTTP answers (architecture note, "HTTP API"). */
export function registerErrorHandling(api: FastifyInstance) {
  api.setErrorHandler(handleError);
  api.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: request.t('errors.apiNotFound') } satisfies ErrorBody),
  );
}
