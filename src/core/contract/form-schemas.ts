import { z } from 'zod';
import { ACCOUNT_TYPES, CUSTOMER_ACCOUNT_TYPES } from '../enums.ts';
import { formSchema } from '../forms/form-schema.ts';
import { dataEnvelope } from './common.ts';

/** GET /schemas/*: the fields of one operator-defined form. */
export const getFormSchemaResponse = dataEnvelope(formSchema);

/** GET /schemas/customer-accounts/registers: the registration form differs per role and account type. */
export const registersSchemaQuery = z.object({
  customerAccountType: z.enum(CUSTOMER_ACCOUNT_TYPES),
  type: z.enum(ACCOUNT_TYPES),
});
