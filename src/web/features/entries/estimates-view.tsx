import { type EntryDetail, ESTIMATE_KINDS } from '../../../core/contract/entries.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { supplierType } from './entry-parties.ts';
import { EstimateCard } from './estimate-card.tsx';

/**
 * Every estimate the viewer may read, side by side: the supplier's initial and last estimates first, then
 * the payer's (a budget or a counter-proposal).
 */
export function EstimatesView({ entry }: { entry: EntryDetail }) {
  const t = useT();
  const site = useSite();
  const supplier = supplierType(entry.flowType);
  const authors: AccountType[] = supplier === 'cast' ? ['cast', 'guest'] : ['guest', 'cast'];
  const cards = authors.flatMap((author) =>
    ESTIMATE_KINDS.flatMap((kind) => {
      const estimate = entry.estimates.find((e) => e.authorType === author && e.kind === kind);
      if (!estimate) return [];
      const title = t(author === supplier ? 'entries.estimate.bySupplier' : 'entries.estimate.byPayer', {
        role: roleLabel(site, author),
        kind: t(`entries.estimate.kind.${kind}`),
      });
      return [<EstimateCard key={`${author}-${kind}`} estimate={estimate} title={title} />];
    }),
  );
  return (
    <section aria-labelledby="entry-estimates">
      <h2 id="entry-estimates">{t('entries.estimates')}</h2>
      {cards.length === 0 ? (
        <p>{t('entries.estimate.none')}</p>
      ) : (
        <div className="estimate-grid">{cards}</div>
      )}
    </section>
  );
}
