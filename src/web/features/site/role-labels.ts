import type { SiteInfo } from '../../../core/contract/site.ts';
import type { AccountType } from '../../../core/enums.ts';

/** The names a site gives its roles (e.g. 「先生」 and 「生徒」): never hard-coded in messages. */
export function roleLabel(site: Pick<SiteInfo, 'castName' | 'guestName'>, role: AccountType): string {
  return role === 'cast' ? site.castName : site.guestName;
}

/** The placeholders every message may use: {site}, {cast} and {guest}. */
export function siteMessageParams(site: Pick<SiteInfo, 'name' | 'castName' | 'guestName'>) {
  return { site: site.name, cast: site.castName, guest: site.guestName };
}
