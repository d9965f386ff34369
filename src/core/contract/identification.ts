import { z } from 'zod';
import { IDENTIFICATION_STATES } from '../enums.ts';
import { dataEnvelope, publicId } from './common.ts';

export const IDENTITY_DOCUMENT_TYPES = [
  'drivers_license',
  'my_number_card',
  'passport',
  'residence_card',
  'health_insurance',
] as const;

export const identification = z.object({
  status: z.enum(IDENTIFICATION_STATES),
  submission: z
    .object({
      documentType: z.enum(IDENTITY_DOCUMENT_TYPES),
      reviewStatus: z.enum(['pending', 'returned', 'approved']),
      /** Why an operator sent it back. */
      reason: z.string(),
      submittedAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type Identification = z.infer<typeof identification>;

/** GET /customers/me/identification */
export const identificationResponse = dataEnvelope(identification);

/** PUT /customers/me/identification: private uploads of the caller's identity document. */
export const submitIdentificationBody = z.object({
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES),
  uploadIds: z.array(publicId).min(1).max(4),
});
export type SubmitIdentificationBody = z.infer<typeof submitIdentificationBody>;
