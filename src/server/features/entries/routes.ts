import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entrySubscriptionResponse } from '../../../core/contract/billing.ts';
import { errorBody, pageQuery, validationErrorBody } from '../../../core/contract/common.ts';
import {
  appointmentChangeBody,
  cancelEntryBody,
  createEntryBody,
  entriesQuery,
  entriesResponse,
  entryDetailResponse,
  entryParams,
  entryResponse,
  entryReviewsResponse,
  estimateParams,
  estimateResponse,
  saveEstimateBody,
  saveReviewBody,
} from '../../../core/contract/entries.ts';
import { guestProfileParams } from '../../../core/contract/profiles.ts';
import { reviewsResponse } from '../../../core/contract/reviews.ts';
import { serviceParams } from '../../../core/contract/services.ts';
import type { AccountType } from '../../../core/enums.ts';
import { AppError } from '../../app-error.ts';
import type { RequireFeature } from '../../http/feature-switch.ts';
import { requireAccount } from '../../http/session.ts';
import type { EntrySubscriptions } from '../billing/entry-subscriptions.ts';
import type { Reviews } from '../reviews/service.ts';
import { appointmentCalendar } from './appointment-calendar.ts';
import type { AppointmentChanges } from './appointment-change.ts';
import type { EntryReviews } from './entry-reviews.ts';
import type { Estimates } from './estimates.ts';
import type { EntryPayments } from './payment.ts';
import type { Entries } from './service.ts';

function sendCalendar(reply: FastifyReply, filename: string, file: string) {
  return reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(file);
}

const refusals = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function entriesRoutes(
  entries: Entries,
  estimates: Estimates,
  payments: EntryPayments,
  entryReviews: EntryReviews,
  reviews: Reviews,
  subscriptions: EntrySubscriptions,
  appointmentChanges: AppointmentChanges,
  requireFeature: RequireFeature,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['entries'];

    app.post(
      '/services/:serviceId/entries',
      {
        schema: {
          tags,
          summary: 'Apply for a service (the confirm step of the entry form)',
          params: serviceParams,
          body: createEntryBody,
          response: { 200: entryResponse, 201: entryResponse, ...refusals, 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const guest = await requireAccount(request, 'guest');
        const { entry, created } = await entries.create(guest, request.params.serviceId, request.body);
        // A replayed idempotency key answers 200 with the entry the first call made.
        return reply.status(created ? 201 : 200).send({ data: entry });
      },
    );

    for (const type of ['cast', 'guest'] as const satisfies AccountType[]) {
      const base = `/${type}s/me/entries`;
      const viewerOf = async (request: Parameters<typeof requireAccount>[0]) => {
        const account = await requireAccount(request, type);
        return { id: account.id, type };
      };
      /** The viewer of an entry's reviews, once a review feature is on. */
      const reviewerOf = async (request: Parameters<typeof requireAccount>[0]) => {
        const viewer = await viewerOf(request);
        await requireFeature(request, 'review');
        return viewer;
      };

      app.get(
        base,
        {
          schema: {
            tags,
            summary: `The ${type}'s entries, filtered, sorted and paged`,
            querystring: entriesQuery,
            response: { 200: entriesResponse, 401: errorBody, 403: errorBody, 422: validationErrorBody },
          },
        },
        async (request) => entries.list(await viewerOf(request), request.query),
      );
      app.get(
        `${base}/:entryId`,
        {
          schema: {
            tags,
            summary: 'An entry with its timeline and estimates',
            params: entryParams,
            response: { 200: entryDetailResponse, ...refusals },
          },
        },
        async (request) => ({ data: await entries.detail(await viewerOf(request), request.params.entryId) }),
      );

      app.get(
        `${base}/:entryId/appointment.ics`,
        {
          schema: {
            tags,
            summary: "The entry's appointment as an iCalendar file (text/calendar), 404 when it has none",
            params: entryParams,
            response: refusals,
          },
        },
        async (request, reply) => {
          const entry = await entries.load(await viewerOf(request), request.params.entryId);
          if (!entry.appointment) throw AppError.notFound();
          const origin = `${request.protocol}://${request.host}`;
          const url = `${origin}/${type}/entries/${entry.id}`;
          const counterpart = type === 'cast' ? entry.guest.nickname : entry.cast.nickname;
          const file = appointmentCalendar({
            entryId: entry.id,
            startsAt: new Date(entry.appointment.startsAt),
            endsAt: new Date(entry.appointment.endsAt),
            summary: request.t('entries.appointmentTitle', {
              service: entry.service.title,
              with: counterpart,
            }),
            description: request.t('entries.appointmentDescription', { url }),
            url,
            host: request.hostname,
            stamp: new Date(entry.updatedAt),
          });
          return sendCalendar(reply, `appointment-${entry.id}.ics`, file);
        },
      );

      app.post(
        `${base}/:entryId/appointment-change`,
        {
          schema: {
            tags,
            summary: 'Propose a new time for the matched appointment (one of the free slots)',
            params: entryParams,
            body: appointmentChangeBody,
            response: { 200: entryResponse, ...refusals, 422: validationErrorBody },
          },
        },
        async (request) => ({
          data: await appointmentChanges.propose(
            await viewerOf(request),
            request.params.entryId,
            request.body.startsAt,
          ),
        }),
      );
      app.put(
        `${base}/:entryId/appointment-change/accept`,
        {
          schema: {
            tags,
            summary: "Accept the other party's proposed time: the appointment moves to it",
            params: entryParams,
            response: { 200: entryResponse, ...refusals },
          },
        },
        async (request) => ({
          data: await appointmentChanges.accept(await viewerOf(request), request.params.entryId),
        }),
      );
      app.delete(
        `${base}/:entryId/appointment-change`,
        {
          schema: {
            tags,
            summary: 'Decline the proposed time (or withdraw your own): the appointment keeps its time',
            params: entryParams,
            response: { 200: entryResponse, ...refusals },
          },
        },
        async (request) => ({
          data: await appointmentChanges.decline(await viewerOf(request), request.params.entryId),
        }),
      );

      const approvals =
        type === 'guest'
          ? (['approve', 'approve-estimate', 'approve-order'] as const)
          : (['approve'] as const);
      for (const endpoint of approvals) {
        app.post(
          `${base}/:entryId/${endpoint}`,
          {
            schema: {
              tags,
              summary: `Lifecycle step: ${endpoint}`,
              params: entryParams,
              response: { 200: entryResponse, ...refusals },
            },
          },
          async (request) => ({
            data: await entries.approve(await viewerOf(request), request.params.entryId, endpoint),
          }),
        );
      }
      app.post(
        `${base}/:entryId/order`,
        {
          schema: {
            tags,
            summary: 'Lifecycle step: order',
            params: entryParams,
            response: { 200: entryResponse, ...refusals },
          },
        },
        async (request) => ({ data: await entries.order(await viewerOf(request), request.params.entryId) }),
      );
      app.post(
        `${base}/:entryId/pay`,
        {
          schema: {
            tags,
            summary: 'Pay with the saved card (once per entry, whatever the retries)',
            params: entryParams,
            response: { 200: entryResponse, ...refusals, 503: errorBody },
          },
        },
        async (request) => ({ data: await payments.pay(await viewerOf(request), request.params.entryId) }),
      );
      app.put(
        `${base}/:entryId/cancel`,
        {
          schema: {
            tags,
            summary: 'Pass, decline or cancel, whichever fits the state',
            params: entryParams,
            body: cancelEntryBody,
            response: { 200: entryResponse, ...refusals, 422: validationErrorBody },
          },
        },
        async (request) => ({
          data: await entries.cancel(await viewerOf(request), request.params.entryId, request.body.reason),
        }),
      );
      app.put(
        `${base}/:entryId/report-completion`,
        {
          schema: {
            tags,
            summary: 'Lifecycle step: report completion',
            params: entryParams,
            response: { 200: entryResponse, ...refusals },
          },
        },
        async (request) => ({
          data: await entries.reportCompletion(await viewerOf(request), request.params.entryId),
        }),
      );

      app.get(
        `${base}/:entryId/estimates/:kind`,
        {
          schema: {
            tags,
            summary: "The viewer's own estimate",
            params: estimateParams,
            response: { 200: estimateResponse, ...refusals },
          },
        },
        async (request) => {
          const viewer = await viewerOf(request);
          return {
            data: await estimates.readEstimate(viewer, request.params.entryId, request.params.kind, type),
          };
        },
      );
      for (const [method, mode] of [
        ['post', 'post'],
        ['put', 'put'],
      ] as const) {
        app[method](
          `${base}/:entryId/estimates/:kind`,
          {
            schema: {
              tags,
              summary: `${mode === 'post' ? 'Send' : 'Revise'} an estimate (the supplier's moves the entry)`,
              params: estimateParams,
              body: saveEstimateBody,
              response: {
                200: estimateResponse,
                201: estimateResponse,
                ...refusals,
                422: validationErrorBody,
              },
            },
          },
          async (request, reply) => {
            const viewer = await viewerOf(request);
            const { entryId, kind } = request.params;
            const estimate = await estimates.saveEstimate(viewer, entryId, kind, request.body, mode);
            return reply.status(mode === 'post' ? 201 : 200).send({ data: estimate });
          },
        );
      }
      const counterpart = type === 'cast' ? 'guest' : 'cast';
      app.get(
        `${base}/:entryId/${counterpart}-estimates/:kind`,
        {
          schema: {
            tags,
            summary: "The counterpart's estimate",
            params: estimateParams,
            response: { 200: estimateResponse, ...refusals },
          },
        },
        async (request) => {
          const viewer = await viewerOf(request);
          const { entryId, kind } = request.params;
          return { data: await estimates.readEstimate(viewer, entryId, kind, counterpart) };
        },
      );

      app.get(
        `${base}/:entryId/subscription`,
        {
          schema: {
            tags,
            summary:
              'The monthly subscription of an entry billed by subscription: status, next charge, history',
            params: entryParams,
            response: { 200: entrySubscriptionResponse, ...refusals },
          },
        },
        async (request) => ({
          data: await subscriptions.get(await viewerOf(request), request.params.entryId),
        }),
      );
      app.post(
        `${base}/:entryId/subscription/cancel`,
        {
          schema: {
            tags,
            summary: 'Stop the renewal (either party): the subscription ends at its period end',
            params: entryParams,
            response: { 200: entrySubscriptionResponse, ...refusals },
          },
        },
        async (request) => ({
          data: await subscriptions.cancel(await viewerOf(request), request.params.entryId),
        }),
      );

      app.get(
        `${base}/:entryId/review`,
        {
          schema: {
            tags,
            summary: "The viewer's review of the entry and, once published, the counterpart's",
            params: entryParams,
            response: { 200: entryReviewsResponse, ...refusals },
          },
        },
        async (request) => ({
          data: await entryReviews.read(await reviewerOf(request), request.params.entryId),
        }),
      );
      app.post(
        `${base}/:entryId/review`,
        {
          schema: {
            tags,
            summary: 'Review the counterpart of a paid entry (blind until both have written)',
            params: entryParams,
            body: saveReviewBody,
            response: { 201: entryReviewsResponse, ...refusals, 422: validationErrorBody },
          },
        },
        async (request, reply) =>
          reply.status(201).send({
            data: await entryReviews.write(await reviewerOf(request), request.params.entryId, request.body),
          }),
      );
    }

    app.get(
      '/casts/me/reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Published reviews guests wrote about the signed-in cast',
          querystring: pageQuery,
          response: { 200: reviewsResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const cast = await requireAccount(request, 'cast');
        await requireFeature(request, 'review');
        return reviews.listAbout(cast.id, request.query);
      },
    );
    app.get(
      '/casts/guests/:guestId/reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: "Published reviews casts wrote about a guest (open to anyone, as the guest's profile is)",
          params: guestProfileParams,
          querystring: pageQuery,
          response: { 200: reviewsResponse, 404: errorBody },
        },
      },
      async (request) => {
        await requireFeature(request, 'review');
        return reviews.listAbout(request.params.guestId, request.query, 'guest');
      },
    );
  };
}
