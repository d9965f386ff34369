import type { MessageKey } from '../../i18n/catalogues.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { PageHeading } from '../../ui/layout/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';

/** Stands in for a page that later work builds: the layout and the page's title, nothing invented. */
export function PlaceholderPage({ titleKey }: { titleKey: MessageKey }) {
  const t = useT();
  const site = useSite();
  return <PageHeading>{t(titleKey, siteMessageParams(site))}</PageHeading>;
}
