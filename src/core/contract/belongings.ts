import { z } from 'zod';
import { dataEnvelope, listEnvelope, publicId } from './common.ts';

/** A guest belonging: the thing an entry is about (a pet, a child, a car), titled by guestBelongingTitle. */
export const belonging = z.object({
  id: publicId,
  /** Values of /schemas/guests/belongings/edit. */
  values: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Belonging = z.infer<typeof belonging>;

export const belongingsResponse = listEnvelope(belonging);
export const belongingResponse = dataEnvelope(belonging);
export const saveBelongingBody = z.object({ values: z.record(z.string(), z.unknown()) });
export const belongingParams = z.object({ belongingId: publicId });
