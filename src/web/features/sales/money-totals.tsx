import type { MoneyFigures } from '../../../core/contract/sales.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Yen } from '../services/yen.tsx';
import { figuresOf } from './money-figure-labels.ts';
import type { MoneyTab } from './money-filter.ts';

/** The totals of the whole filtered range (every page), as the server summed them. */
export function MoneyTotals({ tab, totals }: { tab: MoneyTab; totals: MoneyFigures }) {
  const t = useT();
  return (
    <section className="money-totals" aria-labelledby="money-totals">
      <h2 id="money-totals">{t('sales.totals')}</h2>
      <dl>
        {figuresOf(tab).map(({ figure, label }) => (
          <div key={figure} className={figure === 'net' ? 'money-totals__net' : undefined}>
            <dt>{t(label)}</dt>
            <dd>
              <Yen amount={totals[figure]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
