import type { FormEvent } from 'react';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Yen } from '../services/yen.tsx';
import { useOwnMenus, useServiceMutations } from './use-own-services.ts';

/** The menus of one of my services: the list, removal, and the form for another one. */
export function MenuEditor({ serviceId }: { serviceId: string }) {
  const t = useT();
  const menus = useOwnMenus(serviceId);
  const { addMenu, removeMenu } = useServiceMutations();
  const errors = addMenu.error instanceof ValidationError ? addMenu.error.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const price = String(form.get('price') ?? '').trim();
    addMenu.mutate(
      {
        serviceId,
        body: {
          name: String(form.get('name') ?? ''),
          price: /^\d+$/.test(price) ? Number(price) : (price as unknown as number),
          unit: String(form.get('unit') ?? ''),
          description: '',
        },
      },
      { onSuccess: () => formElement.reset() },
    );
  }

  return (
    <section aria-labelledby="menus-heading" className="card">
      <h2 id="menus-heading">{t('services.menus')}</h2>
      {menus.length === 0 && <p>{t('castServices.noMenus')}</p>}
      <ul className="plain-list">
        {menus.map((menu) => (
          <li key={menu.id} className="actions">
            <span>
              {menu.name} <Yen amount={menu.price.excludingTax} /> {t('castServices.excludingTax')}（
              <Yen amount={menu.price.includingTax} /> {t('castServices.includingTax')}）
              {menu.unit && ` / ${menu.unit}`}
            </span>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => removeMenu.mutate(menu.id)}
            >
              {t('castServices.removeMenu', { name: menu.name })}
            </button>
          </li>
        ))}
      </ul>
      <form className="form" noValidate onSubmit={submit}>
        <TextField label={t('castServices.menuName')} name="name" required errors={errors.name} />
        <TextField
          label={t('castServices.menuPrice')}
          name="price"
          inputMode="numeric"
          required
          errors={errors.price}
        />
        <TextField label={t('castServices.menuUnit')} name="unit" errors={errors.unit} />
        <button type="submit" className="button button--secondary" disabled={addMenu.isPending}>
          {t('castServices.addMenu')}
        </button>
      </form>
    </section>
  );
}
