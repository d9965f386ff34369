import { Suspense, useState } from 'react';
import type { Menu } from '../../../core/contract/services.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { formatYen } from '../services/yen.tsx';
import { MenuForm } from './menu-form.tsx';
import { useServiceMutations } from './use-own-services.ts';

/** The menus of one of my services: each one shown, edited in place or removed, and the form for another. */
export function MenuEditor({ serviceId, menus }: { serviceId: string; menus: readonly Menu[] }) {
  const t = useT();
  const { locale } = useLocale();
  const { notify } = useNoticeStore();
  const { addMenu, updateMenu, removeMenu } = useServiceMutations();
  const [editing, setEditing] = useState<string | null>(null);
  // A new key empties the add form, custom fields included, once a menu is added.
  const [added, setAdded] = useState(0);

  return (
    <section aria-labelledby="menus-heading" className="card">
      <h2 id="menus-heading">{t('services.menus')}</h2>
      {menus.length === 0 && <p>{t('castServices.noMenus')}</p>}
      <ul className="plain-list cast-menus">
        {menus.map((menu) =>
          editing === menu.id ? (
            <li key={menu.id} className="cast-menus__item">
              <h3>{t('castServices.editMenu', { name: menu.name })}</h3>
              <Suspense fallback={<p>{t('app.loading')}</p>}>
                <MenuForm
                  saved={menu}
                  pending={updateMenu.isPending}
                  error={updateMenu.error}
                  submitLabel={t('castServices.saveMenu')}
                  onCancel={() => setEditing(null)}
                  onSubmit={(body) =>
                    updateMenu.mutate(
                      { menuId: menu.id, body },
                      {
                        onSuccess: () => {
                          setEditing(null);
                          notify({ type: 'success', message: t('castServices.menuSaved') });
                        },
                      },
                    )
                  }
                />
              </Suspense>
            </li>
          ) : (
            <li key={menu.id} className="cast-menus__item">
              <h3>{menu.name}</h3>
              <p>
                {t('castServices.menuPrices', {
                  excluding: formatYen(menu.price.excludingTax, locale),
                  including: formatYen(menu.price.includingTax, locale),
                })}
                {menu.unit && ` / ${menu.unit}`}
              </p>
              {menu.durationMinutes !== null && (
                <p>{t('services.durationOf', { minutes: menu.durationMinutes })}</p>
              )}
              {menu.description && <p>{menu.description}</p>}
              <div className="actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('castServices.editMenu', { name: menu.name })}
                  onClick={() => {
                    updateMenu.reset();
                    setEditing(menu.id);
                  }}
                >
                  {t('castServices.edit.button')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('castServices.removeMenu', { name: menu.name })}
                  disabled={removeMenu.isPending}
                  onClick={() => removeMenu.mutate(menu.id)}
                >
                  {t('castServices.remove.button')}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      <h3>{t('castServices.addMenu')}</h3>
      <MenuForm
        key={added}
        pending={addMenu.isPending}
        error={addMenu.error}
        submitLabel={t('castServices.addMenu')}
        onSubmit={(body) =>
          addMenu.mutate(
            { serviceId, body },
            {
              onSuccess: () => {
                setAdded((n) => n + 1);
                notify({ type: 'success', message: t('castServices.menuAdded') });
              },
            },
          )
        }
      />
    </section>
  );
}
