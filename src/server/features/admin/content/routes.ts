import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminManagementInfoResponse,
  adminNoticeParams,
  adminNoticeResponse,
  adminNoticesQuery,
  adminNoticesResponse,
  adminPageParams,
  adminPageResponse,
  adminPagesResponse,
  adminQuestionsResponse,
  contactParams,
  contactPatchBody,
  contactResponse,
  contactsQuery,
  contactsResponse,
  documentBody,
  managementInfoBody,
  newPageBody,
  noticeBody,
  pageBody,
  questionsBody,
  termsParams,
} from '../../../../core/contract/admin/content.ts';
import { errorBody, noContent, validationErrorBody } from '../../../../core/contract/common.ts';
import type { AdminContext } from '../context.ts';
import { createAdminContent } from './service.ts';

const tags = ['admin'];
const notFound = { 404: errorBody };
const invalid = { 422: validationErrorBody };

export function adminContentRoutes(ctx: AdminContext): FastifyPluginAsyncZod {
  const content = createAdminContent(ctx);
  return async (app) => {
    // Notices
    app.get(
      '/admin/notices',
      {
        schema: {
          tags,
          summary: 'Notices the operators wrote (public, cast, guest), newest first',
          querystring: adminNoticesQuery,
          response: { 200: adminNoticesResponse },
        },
      },
      async (request) => content.listNotices(request.query),
    );
    app.post(
      '/admin/notices',
      {
        schema: {
          tags,
          summary: 'Write a notice; a future publishedAt schedules it',
          body: noticeBody,
          response: { 201: adminNoticeResponse, ...invalid },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await content.createNotice(request.operator, request.body) }),
    );
    app.get(
      '/admin/notices/:noticeId',
      {
        schema: {
          tags,
          summary: 'One notice',
          params: adminNoticeParams,
          response: { 200: adminNoticeResponse, ...notFound },
        },
      },
      async (request) => ({ data: await content.getNotice(request.params.noticeId) }),
    );
    app.put(
      '/admin/notices/:noticeId',
      {
        schema: {
          tags,
          summary: 'Rewrite a notice',
          params: adminNoticeParams,
          body: noticeBody,
          response: { 200: adminNoticeResponse, ...notFound, ...invalid },
        },
      },
      async (request) => ({
        data: await content.updateNotice(request.operator, request.params.noticeId, request.body),
      }),
    );
    app.delete(
      '/admin/notices/:noticeId',
      {
        schema: {
          tags,
          summary: 'Delete a notice',
          params: adminNoticeParams,
          response: { 204: noContent, ...notFound },
        },
      },
      async (request, reply) => {
        await content.deleteNotice(request.operator, request.params.noticeId);
        return reply.status(204).send(null);
      },
    );

    // Free pages
    app.get(
      '/admin/pages',
      { schema: { tags, summary: 'The free pages, in menu order', response: { 200: adminPagesResponse } } },
      async () => ({ data: await content.listPages() }),
    );
    app.post(
      '/admin/pages',
      {
        schema: {
          tags,
          summary: 'Make a free page at /page/{slug}',
          body: newPageBody,
          response: { 201: adminPageResponse, ...invalid },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await content.createPage(request.operator, request.body) }),
    );
    app.get(
      '/admin/pages/:slug',
      {
        schema: {
          tags,
          summary: 'One free page',
          params: adminPageParams,
          response: { 200: adminPageResponse, ...notFound },
        },
      },
      async (request) => ({ data: await content.getPage(request.params.slug) }),
    );
    app.put(
      '/admin/pages/:slug',
      {
        schema: {
          tags,
          summary: 'Rewrite a free page (its slug stays)',
          params: adminPageParams,
          body: pageBody,
          response: { 200: adminPageResponse, ...notFound, ...invalid },
        },
      },
      async (request) => ({
        data: await content.updatePage(request.operator, request.params.slug, request.body),
      }),
    );
    app.delete(
      '/admin/pages/:slug',
      {
        schema: {
          tags,
          summary: 'Delete a free page',
          params: adminPageParams,
          response: { 204: noContent, ...notFound },
        },
      },
      async (request, reply) => {
        await content.deletePage(request.operator, request.params.slug);
        return reply.status(204).send(null);
      },
    );

    // Terms and privacy policy
    app.get(
      '/admin/terms/:role',
      {
        schema: {
          tags,
          summary: 'The terms of use of a role',
          params: termsParams,
          response: { 200: adminPageResponse, ...notFound },
        },
      },
      async (request) => ({ data: await content.getTerms(request.params.role) }),
    );
    app.put(
      '/admin/terms/:role',
      {
        schema: {
          tags,
          summary: 'Rewrite the terms of use of a role',
          params: termsParams,
          body: documentBody,
          response: { 200: adminPageResponse, ...invalid },
        },
      },
      async (request) => ({
        data: await content.saveTerms(request.operator, request.params.role, request.body),
      }),
    );
    app.get(
      '/admin/privacy-policy',
      {
        schema: {
          tags,
          summary: 'The privacy policy',
          response: { 200: adminPageResponse, ...notFound },
        },
      },
      async () => ({ data: await content.getPrivacyPolicy() }),
    );
    app.put(
      '/admin/privacy-policy',
      {
        schema: {
          tags,
          summary: 'Rewrite the privacy policy',
          body: documentBody,
          response: { 200: adminPageResponse, ...invalid },
        },
      },
      async (request) => ({ data: await content.savePrivacyPolicy(request.operator, request.body) }),
    );

    // Q&A and the commerce-law disclosure
    app.get(
      '/admin/questions',
      { schema: { tags, summary: 'The Q&A, in order', response: { 200: adminQuestionsResponse } } },
      async () => ({ data: await content.getQuestions() }),
    );
    app.put(
      '/admin/questions',
      {
        schema: {
          tags,
          summary: 'Replace the Q&A with this ordered list',
          body: questionsBody,
          response: { 200: adminQuestionsResponse, ...invalid },
        },
      },
      async (request) => ({ data: await content.saveQuestions(request.operator, request.body) }),
    );
    app.get(
      '/admin/management-info',
      {
        schema: {
          tags,
          summary: "The commerce-law disclosure's rows",
          response: { 200: adminManagementInfoResponse },
        },
      },
      async () => ({ data: await content.getManagementInfo() }),
    );
    app.put(
      '/admin/management-info',
      {
        schema: {
          tags,
          summary: "Replace the commerce-law disclosure's rows",
          body: managementInfoBody,
          response: { 200: adminManagementInfoResponse, ...invalid },
        },
      },
      async (request) => ({ data: await content.saveManagementInfo(request.operator, request.body) }),
    );

    // Contact inbox
    app.get(
      '/admin/contacts',
      {
        schema: {
          tags,
          summary: 'Messages of the contact forms, newest first',
          querystring: contactsQuery,
          response: { 200: contactsResponse },
        },
      },
      async (request) => content.listContacts(request.query),
    );
    app.get(
      '/admin/contacts/:contactId',
      {
        schema: {
          tags,
          summary: 'One contact message',
          params: contactParams,
          response: { 200: contactResponse, ...notFound },
        },
      },
      async (request) => ({ data: await content.getContact(request.params.contactId) }),
    );
    app.patch(
      '/admin/contacts/:contactId',
      {
        schema: {
          tags,
          summary: 'Mark a contact message handled, or waiting again',
          params: contactParams,
          body: contactPatchBody,
          response: { 200: contactResponse, ...notFound, ...invalid },
        },
      },
      async (request) => ({
        data: await content.markContact(request.operator, request.params.contactId, request.body.handled),
      }),
    );
  };
}
