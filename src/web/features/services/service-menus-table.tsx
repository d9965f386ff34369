import type { Menu } from '../../../core/contract/services.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Yen } from './yen.tsx';

/** A service's menus with prices including and excluding tax, and how long each lasts where one says. */
export function ServiceMenusTable({ menus }: { menus: readonly Menu[] }) {
  const t = useT();
  const timed = menus.some((menu) => menu.durationMinutes !== null);
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('services.menu')}</th>
          <th scope="col">{t('services.priceIncluded')}</th>
          <th scope="col">{t('services.priceExcluded')}</th>
          {timed && <th scope="col">{t('services.duration')}</th>}
        </tr>
      </thead>
      <tbody>
        {menus.map((menu) => (
          <tr key={menu.id}>
            <th scope="row">{menu.name}</th>
            <td>
              <Yen amount={menu.price.includingTax} />
              {menu.unit && ` / ${menu.unit}`}
            </td>
            <td>
              <Yen amount={menu.price.excludingTax} />
            </td>
            {timed && (
              <td>
                {menu.durationMinutes === null
                  ? '—'
                  : t('services.minutes', { minutes: menu.durationMinutes })}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
