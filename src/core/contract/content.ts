import { z } from 'zod';
import { ACCOUNT_TYPES } from '../enums.ts';
import { dataEnvelope } from './common.ts';

/** A page the operator writes. The body is Markdown (src/core/markdown), rendered as elements, never as HTML. */
export const contentPage = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ContentPage = z.infer<typeof contentPage>;
export const contentPageResponse = dataEnvelope(contentPage);

/** GET /fixed-page: the operator's free pages. */
export const fixedPagesResponse = dataEnvelope(z.array(contentPage.pick({ slug: true, title: true })));
export const fixedPageParams = z.object({ pageSlug: z.string().regex(/^[a-z0-9-]{1,60}$/) });

/** GET /terms?type=cast|guest */
export const termsQuery = z.object({ type: z.enum(ACCOUNT_TYPES) });

/** GET /questions */
export const questionsResponse = dataEnvelope(
  z.array(z.object({ question: z.string(), answer: z.string() })),
);

/** GET /management-info: the disclosure Japan's commerce law asks a marketplace to publish. */
export const managementInfoResponse = dataEnvelope(
  z.object({
    rows: z.array(z.object({ label: z.string(), value: z.string() })),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
);

/** POST /contact: the three contact forms of the site (general, landing page, suppliers). */
export const CONTACT_KINDS = ['contact', 'lp', 'supplier'] as const;
export const contactBody = z.object({
  kind: z.enum(CONTACT_KINDS).default('contact'),
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  company: z.string().trim().max(100).default(''),
  body: z.string().trim().min(1).max(5000),
});
export type ContactBody = z.infer<typeof contactBody>;
