import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Locale, localeFromAcceptLanguage } from '../../core/i18n.ts';
import { type ServerTranslator, serverTranslator } from '../i18n/index.ts';

export const PREVIEW_COOKIE = 'tsunagu_preview';
export const PREVIEW_HEADER = 'x-preview-token';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** Translates a server message into the caller's language. */
    t: ServerTranslator;
    /** The operator's preview token, from the preview cookie or the header the client echoes it in. */
    previewToken: string | undefined;
  }
}

const translators: Record<Locale, ServerTranslator> = {
  ja: serverTranslator('ja'),
  en: serverTranslator('en'),
};

/** The caller's language once worked out (a field of the request: nothing runs for a request that needs none). */
const LOCALE = Symbol('locale');
type WithLocale = FastifyRequest & { [LOCALE]: Locale | null };

/** Each is worked out from the request when first read. */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest(LOCALE, null);
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      const request = this as WithLocale;
      request[LOCALE] ??= localeFromAcceptLanguage(request.headers['accept-language']);
      return request[LOCALE];
    },
  });
  app.decorateRequest('t', {
    getter(this: FastifyRequest) {
      return translators[this.locale];
    },
  });
  app.decorateRequest('previewToken', {
    getter(this: FastifyRequest) {
      const header = this.headers[PREVIEW_HEADER];
      return this.cookies[PREVIEW_COOKIE] || (typeof header === 'string' ? header : undefined);
    },
  });
}
