import type { Belonging } from '../../../core/contract/belongings.ts';
import type { Menu } from '../../../core/contract/services.ts';
import type { ChargeMethod } from '../../../core/enums.ts';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { withTax } from '../../../core/money.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { AppointmentTime } from '../availability/appointment-time.tsx';
import type { ChosenSlot } from '../availability/chosen-slot.ts';
import { describeBelonging } from '../belongings/describe-belonging.ts';
import { FieldValuesList } from '../form-schemas/field-values-list.tsx';
import { formatYen, Yen } from '../services/yen.tsx';
import { useSite } from '../site/site-query.ts';
import { asksUnits, type EntryDraft } from './entry-draft.ts';
import { EntryTime } from './entry-time.tsx';
import { fromLocalInput } from './tokyo-time.ts';

/**
 * The second step: what will be sent, with the way back and the button that sends it. A menu priced per
 * unit or per hour shows its sum, as the server will match it: the price without tax times the units or
 * hours, tax added.
 */
export function EntryConfirmStep({
  draft,
  slot,
  chargeMethod,
  menus,
  belongings,
  belongingFields,
  fields,
  pending,
  onBack,
  onSend,
}: {
  draft: EntryDraft;
  /** The slot chosen on the calendar, shown in place of a desired date. */
  slot: ChosenSlot | null;
  chargeMethod: ChargeMethod;
  menus: readonly Menu[];
  belongings: readonly Belonging[];
  belongingFields: readonly FormField[];
  fields: readonly FormField[];
  pending: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const site = useSite();
  const menu = menus.find((m) => m.id === draft.serviceMenuId);
  const hours = chargeMethod === 'hourly' ? (slot?.hours ?? null) : null;
  const count = asksUnits(draft, chargeMethod) ? Number(draft.quantity) : hours;
  const belonging = belongings.find((b) => b.id === draft.belongingId);
  const reservationAt = fromLocalInput(draft.reservationAt);
  return (
    <>
      <p>{t('entries.form.confirmLead')}</p>
      <dl className="field-values">
        {menus.length > 0 && (
          <div>
            <dt>{t('entries.menu')}</dt>
            <dd>
              {menu ? (
                <>
                  {menu.name} <Yen amount={menu.price.includingTax} /> {t('entries.taxIncluded')}
                </>
              ) : (
                t('entries.notSpecified')
              )}
            </dd>
          </div>
        )}
        {menu && count !== null && count > 0 && (
          <div>
            <dt>{t('entries.form.subtotal')}</dt>
            <dd>
              {t('entries.form.arithmetic', {
                price: formatYen(menu.price.includingTax, locale),
                count: hours
                  ? t('booking.hoursOption', { hours })
                  : t('entries.form.units', { count, unit: menu.unit }),
                subtotal: formatYen(withTax(menu.price.excludingTax * count, site.payment.taxRate), locale),
              })}
            </dd>
          </div>
        )}
        {belongings.length > 0 && (
          <div>
            <dt>{t('entries.form.belonging', { title: site.guestBelongingTitle })}</dt>
            <dd>
              {belonging
                ? (describeBelonging(belongingFields, belonging.values, t('list.separator'))[0] ??
                  belonging.id)
                : t('entries.notSpecified')}
            </dd>
          </div>
        )}
        {slot ? (
          <div>
            <dt>{t('entries.form.appointment')}</dt>
            <dd>
              <AppointmentTime
                startsAt={slot.startsAt}
                endsAt={slot.endsAt}
                timeZone={site.service.timeZone}
              />
              {slot.hours && t('entries.form.appointmentHours', { hours: slot.hours })}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('entries.reservationAt')}</dt>
            <dd>{reservationAt ? <EntryTime iso={reservationAt} /> : t('entries.notSpecified')}</dd>
          </div>
        )}
      </dl>
      <FieldValuesList fields={fields} values={draft.values} includePrivate />
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={pending}>
          {t('entries.form.back')}
        </button>
        <button type="button" className="button button--primary" onClick={onSend} disabled={pending}>
          {pending ? t('entries.form.sending') : t('entries.form.send')}
        </button>
      </div>
    </>
  );
}
