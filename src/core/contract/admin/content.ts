import { z } from 'zod';
import { ACCOUNT_TYPES } from '../../enums.ts';
import { dataEnvelope, listEnvelope, pageQuery, publicId } from '../common.ts';
import { CONTACT_KINDS } from '../content.ts';

/**
 * The console's content area: notices, free pages, terms per role, the privacy policy, Q&A, the
 * commerce-law disclosure, and the contact inbox. Bodies are Markdown (src/core/markdown), rendered
 * safely wherever they are shown.
 */

const title = z.string().trim().min(1).max(200);
const markdownBody = z.string().trim().min(1).max(20000);
/** A page's English version: both optional; an empty one shows the Japanese (docs/i18n.md). */
const englishVersion = {
  titleEn: z.string().trim().max(200).default(''),
  bodyEn: z.string().trim().max(20000).default(''),
};

// Notices ------------------------------------------------------------------------------------------

/** The audiences an operator writes for; `account` notices are personal and made by the console's actions. */
export const OPERATOR_NOTICE_AUDIENCES = ['public', 'cast', 'guest'] as const;
export type OperatorNoticeAudience = (typeof OPERATOR_NOTICE_AUDIENCES)[number];

export const adminNotice = z.object({
  id: publicId,
  audience: z.enum(OPERATOR_NOTICE_AUDIENCES),
  title: z.string(),
  body: z.string(),
  titleEn: z.string(),
  bodyEn: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  /** True while `publishedAt` is still ahead: readers do not see it yet. */
  scheduled: z.boolean(),
});
export type AdminNotice = z.infer<typeof adminNotice>;

/** GET /admin/notices: newest publication first (scheduled ones on top). */
export const adminNoticesQuery = pageQuery.extend({ audience: z.enum(OPERATOR_NOTICE_AUDIENCES).optional() });
export const adminNoticesResponse = listEnvelope(adminNotice);
export const adminNoticeResponse = dataEnvelope(adminNotice);
export const adminNoticeParams = z.object({ noticeId: publicId });

/** POST /admin/notices, PUT /admin/notices/{noticeId}: a future `publishedAt` schedules the notice. */
export const noticeBody = z.object({
  audience: z.enum(OPERATOR_NOTICE_AUDIENCES),
  title,
  body: markdownBody,
  ...englishVersion,
  publishedAt: z.iso.datetime({ offset: true }),
});
export type NoticeBody = z.infer<typeof noticeBody>;

// Pages --------------------------------------------------------------------------------------------

/** A free page's address: /page/{slug}. Lower-case words joined by single hyphens. */
export const pageSlug = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const adminPage = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  titleEn: z.string(),
  bodyEn: z.string(),
  position: z.int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminPage = z.infer<typeof adminPage>;

/** GET /admin/pages: the free pages in menu order. */
export const adminPagesResponse = dataEnvelope(
  z.array(adminPage.omit({ body: true, titleEn: true, bodyEn: true })),
);
export const adminPageResponse = dataEnvelope(adminPage);
export const adminPageParams = z.object({ slug: z.string().max(60) });

/** PUT /admin/pages/{slug}: the slug stays what it was (links to the page keep working). */
export const pageBody = z.object({
  title,
  body: markdownBody,
  ...englishVersion,
  position: z.int().min(0).max(9999).default(0),
});
export type PageBody = z.infer<typeof pageBody>;
/** POST /admin/pages */
export const newPageBody = pageBody.extend({ slug: pageSlug });
export type NewPageBody = z.infer<typeof newPageBody>;

// Terms and privacy policy ---------------------------------------------------------------------------

export const termsParams = z.object({ role: z.enum(ACCOUNT_TYPES) });
/** PUT /admin/terms/{role}, PUT /admin/privacy-policy */
export const documentBody = z.object({ title, body: markdownBody, ...englishVersion });
export type DocumentBody = z.infer<typeof documentBody>;

// Q&A ----------------------------------------------------------------------------------------------

export const adminQuestion = z.object({
  question: z.string().trim().min(1).max(300),
  answer: markdownBody.max(5000),
  /** English versions, both optional: an empty one shows the Japanese (docs/i18n.md). */
  questionEn: z.string().trim().max(300).default(''),
  answerEn: z.string().trim().max(5000).default(''),
});
/** GET and PUT /admin/questions: the whole list, in the order it is shown. */
export const questionsBody = z.object({ questions: z.array(adminQuestion).max(100) });
export type QuestionsBody = z.infer<typeof questionsBody>;
export const adminQuestionsResponse = dataEnvelope(questionsBody);

// Management info ------------------------------------------------------------------------------------

/** GET and PUT /admin/management-info: the disclosure's rows, in order (plain text, not Markdown). */
export const managementInfoBody = z.object({
  rows: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(100),
        value: z.string().trim().min(1).max(2000),
        /** The row in English, each optional: an empty one shows the Japanese (docs/i18n.md). */
        labelEn: z.string().trim().max(100).optional(),
        valueEn: z.string().trim().max(2000).optional(),
      }),
    )
    .min(1)
    .max(50),
});
export type ManagementInfoBody = z.infer<typeof managementInfoBody>;
export const adminManagementInfoResponse = dataEnvelope(managementInfoBody);

// Contact inbox --------------------------------------------------------------------------------------

export const contactMessage = z.object({
  id: publicId,
  kind: z.enum(CONTACT_KINDS),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  body: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
  /** When an operator marked it handled; null while it waits. */
  handledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** GET /admin/contacts: newest first; `handled=false` is the waiting ones. */
export const contactsQuery = pageQuery.extend({
  handled: z.enum(['true', 'false']).optional(),
  kind: z.enum(CONTACT_KINDS).optional(),
});
export type ContactsQuery = z.infer<typeof contactsQuery>;
export const contactsResponse = listEnvelope(contactMessage);
export const contactResponse = dataEnvelope(contactMessage);
export const contactParams = z.object({ contactId: publicId });
/** PATCH /admin/contacts/{contactId} */
export const contactPatchBody = z.object({ handled: z.boolean() });
