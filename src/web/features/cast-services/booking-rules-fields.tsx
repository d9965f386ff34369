import { useId } from 'react';
import { Link } from 'react-router';
import type { BookingRulesBody } from '../../../core/contract/availability.ts';
import type { FieldErrors } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { AVAILABILITY_PATH } from '../../paths.ts';
import { TextField } from '../../ui/form/text-field.tsx';

/** A new service's rules until the cast sets them: the contract's defaults. */
const DEFAULT_RULES: BookingRulesBody = {
  leadMinutes: 120,
  bufferMinutes: 0,
  horizonDays: 60,
  instantBooking: false,
};

/** Whole numbers as numbers; anything else goes as typed, and the server answers with the field's message. */
function wholeNumber(value: FormDataEntryValue | null): number {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : (text as unknown as number);
}

/** The rules the group's inputs hold, as `booking` of the service's body. */
export function bookingRulesOf(form: FormData): BookingRulesBody {
  return {
    leadMinutes: wholeNumber(form.get('booking.leadMinutes')),
    bufferMinutes: wholeNumber(form.get('booking.bufferMinutes')),
    horizonDays: wholeNumber(form.get('booking.horizonDays')),
    instantBooking: form.get('booking.instantBooking') === 'on',
  };
}

/**
 * How a service that books appointments takes them: how late and how far ahead a slot can be booked, the
 * time kept free after each, and whether a booking is confirmed without the cast's approval. The hours
 * themselves are the cast's, on the opening-hours page, which the group links to.
 */
export function BookingRulesFields({
  saved,
  errors,
}: {
  saved: BookingRulesBody | undefined;
  errors: FieldErrors;
}) {
  const t = useT();
  const helpId = useId();
  const rules = saved ?? DEFAULT_RULES;
  return (
    <fieldset className="field field--group booking-rules">
      <legend className="field__label">{t('castServices.booking')}</legend>
      <p>
        <Link to={AVAILABILITY_PATH}>{t('castServices.booking.hoursLink')}</Link>
      </p>
      <TextField
        label={t('castServices.booking.lead')}
        name="booking.leadMinutes"
        inputMode="numeric"
        defaultValue={rules.leadMinutes}
        errors={errors['booking.leadMinutes']}
      />
      <TextField
        label={t('castServices.booking.buffer')}
        name="booking.bufferMinutes"
        inputMode="numeric"
        defaultValue={rules.bufferMinutes}
        errors={errors['booking.bufferMinutes']}
      />
      <TextField
        label={t('castServices.booking.horizon')}
        name="booking.horizonDays"
        inputMode="numeric"
        defaultValue={rules.horizonDays}
        errors={errors['booking.horizonDays']}
      />
      <label className="choice">
        <input
          type="checkbox"
          name="booking.instantBooking"
          defaultChecked={rules.instantBooking}
          aria-describedby={helpId}
        />
        {t('castServices.booking.instant')}
      </label>
      <p id={helpId} className="field__help">
        {t('castServices.booking.instantHelp')}
      </p>
    </fieldset>
  );
}
