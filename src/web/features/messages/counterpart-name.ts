import type { Translate } from '../../i18n/catalogues.ts';

/** A withdrawn account has no name any more; it is shown as such. */
export function counterpartName(counterpart: { nickname: string; withdrawn: boolean }, t: Translate): string {
  return counterpart.withdrawn ? t('messages.withdrawnUser') : counterpart.nickname;
}
