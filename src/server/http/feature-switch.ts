import type { FastifyRequest } from 'fastify';
import { capabilityOn, type SwitchedCapability } from '../../core/site-features.ts';
import { AppError } from '../app-error.ts';
import type { SiteService } from '../features/site/service.ts';

/**
 * The API's gate for the capabilities the operator switches off (favorites, scouting, messages,
 * reviews): a call to a switched-off one answers 403 with a message. It reads the settings the caller
 * sees, so a preview of the draft switches them too.
 */
export function createFeatureSwitch(site: SiteService) {
  return async function requireFeature(request: FastifyRequest, capability: SwitchedCapability) {
    if (!capabilityOn(await site.getSite(request.previewToken), capability))
      throw new AppError('forbidden', 'errors.featureOff');
  };
}
export type RequireFeature = ReturnType<typeof createFeatureSwitch>;
