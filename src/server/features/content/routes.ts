import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../core/contract/common.ts';
import {
  contentPageResponse,
  fixedPageParams,
  fixedPagesResponse,
  managementInfoResponse,
  questionsResponse,
  termsQuery,
} from '../../../core/contract/content.ts';
import type { ContentService } from './service.ts';

export function contentRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['content'];
    const page = { 200: contentPageResponse, 404: errorBody };
    app.get(
      '/fixed-page',
      { schema: { tags, summary: 'The free pages', response: { 200: fixedPagesResponse } } },
      async (request) => ({ data: await content.fixedPages(request.locale) }),
    );
    app.get(
      '/fixed-page/:pageSlug',
      { schema: { tags, summary: 'One free page', params: fixedPageParams, response: page } },
      async (request) => ({ data: await content.fixedPage(request.params.pageSlug, request.locale) }),
    );
    app.get(
      '/terms',
      { schema: { tags, summary: 'The terms of use of a role', querystring: termsQuery, response: page } },
      async (request) => ({ data: await content.terms(request.query.type, request.locale) }),
    );
    app.get(
      '/privacy-policy',
      { schema: { tags, summary: 'The privacy policy', response: page } },
      async (request) => ({ data: await content.privacyPolicy(request.locale) }),
    );
    app.get(
      '/questions',
      { schema: { tags, summary: 'Questions and answers', response: { 200: questionsResponse } } },
      async (request) => ({
        data: await content.questions(request.locale),
      }),
    );
    app.get(
      '/management-info',
      {
        schema: {
          tags,
          summary: 'The commerce-law disclosure',
          response: { 200: managementInfoResponse, 404: errorBody },
        },
      },
      async (request) => ({ data: await content.managementInfo(request.locale) }),
    );
  };
}
