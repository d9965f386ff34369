import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import type { Belonging } from '../../../core/contract/belongings.ts';
import type { Menu } from '../../../core/contract/services.ts';
import type { ChargeMethod } from '../../../core/enums.ts';
import type { FormField } from '../../../core/forms/form-schema.ts';
import type { FieldErrors } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { SchemaFields } from '../../ui/form/schema-fields/schema-fields.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { ChosenSlot } from '../availability/chosen-slot.ts';
import { describeBelonging } from '../belongings/describe-belonging.ts';
import { Yen } from '../services/yen.tsx';
import { useSite } from '../site/site-query.ts';
import { AppointmentChoice } from './appointment-choice.tsx';
import { checkEntryDraft, MOST_UNITS } from './check-entry-draft.ts';
import { asksUnits, type EntryDraft } from './entry-draft.ts';
import { RadioChoices } from './radio-choices.tsx';

/**
 * The first step: a menu (and how many units of it, when the service charges per unit), a belonging, the
 * desired date and time (the one date field of the form) or the slot chosen on the service's calendar,
 * and the operator's fields. The answers are checked by the server's rules before the confirm step: each
 * refused field says why and the first one takes the focus.
 */
export function EntryInputStep({
  draft,
  onChange,
  onNext,
  serviceId,
  chargeMethod,
  booksTime,
  slot,
  menus,
  belongings,
  belongingFields,
  fields,
  errors,
}: {
  draft: EntryDraft;
  onChange: (draft: EntryDraft) => void;
  onNext: () => void;
  serviceId: string;
  chargeMethod: ChargeMethod;
  /** The service books a time from its calendar. */
  booksTime: boolean;
  slot: ChosenSlot | null;
  menus: readonly Menu[];
  belongings: readonly Belonging[];
  belongingFields: readonly FormField[];
  fields: readonly FormField[];
  errors: FieldErrors;
}) {
  const t = useT();
  const site = useSite();
  const update = (change: Partial<EntryDraft>) => onChange({ ...draft, ...change });
  const form = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  const shown = checked ?? errors;
  const unit = menus.find((menu) => menu.id === draft.serviceMenuId)?.unit;

  useLayoutEffect(() => {
    if (checked) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const issues = Object.entries(checkEntryDraft(draft, fields, new Date(), chargeMethod));
    if (issues.length > 0) {
      setChecked(
        Object.fromEntries(
          issues.map(([path, list]) => [
            path,
            list.map((issue) =>
              t(`entries.form.issue.${issue.code}`, 'params' in issue ? issue.params : undefined),
            ),
          ]),
        ),
      );
      return;
    }
    onNext();
  }

  return (
    <form ref={form} className="form" noValidate onSubmit={submit} aria-labelledby="entry-step">
      {(booksTime || slot) && (
        <AppointmentChoice serviceId={serviceId} slot={slot} errors={shown.appointmentStartsAt} />
      )}
      {menus.length > 0 && (
        <RadioChoices
          legend={t('entries.menu')}
          name="serviceMenuId"
          value={draft.serviceMenuId}
          onChange={(serviceMenuId) => update({ serviceMenuId })}
          errors={shown.serviceMenuId}
          options={menus.map((menu) => ({
            value: menu.id,
            label: (
              <>
                {menu.name} <Yen amount={menu.price.includingTax} /> {t('entries.taxIncluded')}
                {menu.unit && ` / ${menu.unit}`}
              </>
            ),
          }))}
        />
      )}
      {asksUnits(draft, chargeMethod) && (
        <TextField
          label={unit ? t('entries.form.quantityOf', { unit }) : t('entries.form.quantity')}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MOST_UNITS}
          step={1}
          required
          value={draft.quantity}
          onChange={(event) => update({ quantity: event.target.value })}
          errors={shown.quantity}
        />
      )}
      {belongings.length > 0 && (
        <RadioChoices
          legend={t('entries.form.belonging', { title: site.guestBelongingTitle })}
          name="belongingId"
          value={draft.belongingId}
          onChange={(belongingId) => update({ belongingId })}
          errors={shown.belongingId}
          options={belongings.map((belonging) => ({
            value: belonging.id,
            label:
              describeBelonging(belongingFields, belonging.values, t('list.separator'))[0] ?? belonging.id,
          }))}
        />
      )}
      {!slot && (
        <TextField
          label={t('entries.form.reservationAt')}
          name="reservationAt"
          type="datetime-local"
          value={draft.reservationAt}
          onChange={(event) => update({ reservationAt: event.target.value })}
          errors={shown.reservationAt}
        />
      )}
      <SchemaFields
        fields={fields}
        values={draft.values}
        onChange={(values) => update({ values })}
        errors={shown}
        prefix="values"
      />
      <div className="actions">
        <button type="submit" className="button button--primary">
          {t('entries.form.toConfirm')}
        </button>
      </div>
    </form>
  );
}
