import { useState } from 'react';
import type { Belonging } from '../../../core/contract/belongings.ts';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { useSite } from '../site/site-query.ts';
import { BelongingForm } from './belonging-form.tsx';
import { describeBelonging } from './describe-belonging.ts';
import { BELONGING_SCHEMA_PATH, useBelongings, useRemoveBelonging } from './use-belongings.ts';

function BelongingCard({ belonging, fields }: { belonging: Belonging; fields: readonly FormField[] }) {
  const t = useT();
  const site = useSite();
  const remove = useRemoveBelonging();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [first, ...rest] = describeBelonging(fields, belonging.values, t('list.separator'));
  if (editing) {
    return (
      <BelongingForm
        fields={fields}
        id={belonging.id}
        saved={belonging.values}
        onDone={() => setEditing(false)}
      />
    );
  }
  return (
    <li className="card">
      <h2>{first ?? belonging.id}</h2>
      <ul>
        {rest.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
          {t('belongings.edit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('belongings.remove')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('belongings.confirmRemove', { title: site.guestBelongingTitle })}
          confirmLabel={t('belongings.remove')}
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate(belonging.id, { onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        >
          <p>{first}</p>
          <p>{t('belongings.removeExplained')}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** The guest's belongings, titled by the site's guestBelongingTitle (pets, children, vehicles…). */
export function BelongingsPage() {
  const t = useT();
  const site = useSite();
  const fields = useFormSchema(BELONGING_SCHEMA_PATH);
  const belongings = useBelongings();
  const [adding, setAdding] = useState(false);
  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('belongings.title', { title: site.guestBelongingTitle })}</PageHeading>
      {belongings.length === 0 && <p>{t('belongings.empty', { title: site.guestBelongingTitle })}</p>}
      <ul className="plain-list">
        {belongings.map((belonging) => (
          <BelongingCard key={belonging.id} belonging={belonging} fields={fields} />
        ))}
      </ul>
      {adding ? (
        <BelongingForm fields={fields} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          {t('belongings.add', { title: site.guestBelongingTitle })}
        </button>
      )}
    </div>
  );
}
