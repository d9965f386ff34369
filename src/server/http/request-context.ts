import type { FastifyInstance } from 'fastify';
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

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('locale', 'ja');
  app.decorateRequest('t', undefined as unknown as ServerTranslator);
  app.decorateRequest('previewToken', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    request.t = translators[request.locale];
    const header = request.headers[PREVIEW_HEADER];
    request.previewToken =
      request.cookies[PREVIEW_COOKIE] || (typeof header === 'string' ? header : undefined);
    done();
  });
}
