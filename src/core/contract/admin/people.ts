import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  CUSTOMER_ACCOUNT_TYPES,
  ENTRY_STATUSES,
  IDENTIFICATION_STATES,
  SERVICE_PUBLISH_STATUSES,
} from '../../enums.ts';
import { dataEnvelope, listEnvelope, pageQuery, publicId } from '../common.ts';
import { IDENTITY_DOCUMENT_TYPES } from '../identification.ts';
import { labelledValue } from './schemas.ts';

const isoDateTime = z.iso.datetime({ offset: true });

export const ACCOUNT_STATUSES = ['active', 'suspended', 'withdrawn'] as const;
export const IDENTIFICATION_REVIEW_STATUSES = ['pending', 'returned', 'approved'] as const;

// Customers

/** GET /admin/customers: newest first. */
export const customersQuery = pageQuery.extend({
  /** Contained in the nickname or the e-mail address, case-insensitive. */
  keyword: z.string().trim().max(100).optional(),
  type: z.enum(ACCOUNT_TYPES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type CustomersQuery = z.infer<typeof customersQuery>;

export const customerSummary = z.object({
  id: publicId,
  type: z.enum(ACCOUNT_TYPES),
  customerAccountType: z.enum(CUSTOMER_ACCOUNT_TYPES),
  nickname: z.string(),
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: isoDateTime,
});
export type CustomerSummary = z.infer<typeof customerSummary>;
export const customersResponse = listEnvelope(customerSummary);

export const customerParams = z.object({ accountId: publicId });

const identificationSubmission = z.object({
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES),
  reviewStatus: z.enum(IDENTIFICATION_REVIEW_STATUSES),
  /** Why an operator sent it back (what the customer reads). */
  reason: z.string(),
  submittedAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
});

/** GET /admin/customers/{accountId}: one customer as the console reads them. Never a password hash. */
export const customerDetail = customerSummary.extend({
  notificationTiming: z.enum(['always', 'after_matching', 'never']),
  updatedAt: isoDateTime,
  withdrawnAt: isoDateTime.nullable(),
  suspendedAt: isoDateTime.nullable(),
  suspensionReason: z.string(),
  /** The profile's answers, labelled by the forms that asked them (removed fields included). */
  profile: z.array(labelledValue),
  identification: z.object({
    status: z.enum(IDENTIFICATION_STATES),
    submission: identificationSubmission.nullable(),
  }),
  /** A cast's services (deleted ones aside), newest first; always empty for a guest. */
  services: z.array(
    z.object({
      id: publicId,
      title: z.string(),
      status: z.enum(SERVICE_PUBLISH_STATUSES),
      publishedAt: isoDateTime.nullable(),
      createdAt: isoDateTime,
    }),
  ),
  /** The most recent entries the customer is a party to. */
  recentEntries: z.array(
    z.object({
      id: publicId,
      serviceTitle: z.string(),
      counterpart: z.object({ id: publicId, nickname: z.string() }),
      status: z.enum(ENTRY_STATUSES),
      amount: z.int().nullable(),
      enteredAt: isoDateTime,
    }),
  ),
  entriesTotal: z.int().min(0),
  /** Paid entries: what a cast was paid, or what a guest paid (amounts in yen, tax included). */
  paid: z.object({ count: z.int().min(0), amount: z.int().min(0) }),
});
export type CustomerDetail = z.infer<typeof customerDetail>;
export const customerResponse = dataEnvelope(customerDetail);

/** POST /admin/customers/{accountId}/suspend: the reason is kept for operators, not shown to the customer. */
export const suspendCustomerBody = z.object({ reason: z.string().trim().min(1).max(1000) });
export type SuspendCustomerBody = z.infer<typeof suspendCustomerBody>;

// Identification queue

/** GET /admin/identifications: pending ones oldest first (a queue); reviewed ones newest first. */
export const identificationsQuery = pageQuery.extend({
  status: z.enum(IDENTIFICATION_REVIEW_STATUSES).default('pending'),
});
export type IdentificationsQuery = z.infer<typeof identificationsQuery>;

export const identificationSummary = z.object({
  accountId: publicId,
  nickname: z.string(),
  email: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES),
  reviewStatus: z.enum(IDENTIFICATION_REVIEW_STATUSES),
  submittedAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
});
export type IdentificationSummary = z.infer<typeof identificationSummary>;
export const identificationsResponse = listEnvelope(identificationSummary);

export const identificationParams = z.object({ accountId: publicId });
export const identificationDocumentParams = z.object({ accountId: publicId, uploadId: publicId });

/** GET /admin/identifications/{accountId}: the submission with its documents, viewable by operators. */
export const identificationDetail = identificationSummary.extend({
  reason: z.string(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  documents: z.array(
    z.object({
      id: publicId,
      mime: z.string(),
      size: z.int().min(0),
      width: z.int().nullable(),
      height: z.int().nullable(),
      /** Path of GET /admin/identifications/{accountId}/documents/{uploadId} on the API's origin. */
      url: z.string(),
    }),
  ),
});
export type IdentificationDetail = z.infer<typeof identificationDetail>;
export const identificationResponse = dataEnvelope(identificationDetail);

/** POST /admin/identifications/{accountId}/return: the reason the customer reads, with what to fix. */
export const returnIdentificationBody = z.object({ reason: z.string().trim().min(1).max(1000) });
export type ReturnIdentificationBody = z.infer<typeof returnIdentificationBody>;
