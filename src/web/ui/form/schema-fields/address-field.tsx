import { useId } from 'react';
import { type AddressValue, PREFECTURES, PREFECTURES_EN } from '../../../../core/forms/field-values.ts';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { FieldGroup } from './choice-group.tsx';
import { FieldErrors, invalidProps } from './field-errors.tsx';
import { ownErrors, partErrors, type SchemaFieldProps } from './field-props.ts';
import { PartInput } from './part-input.tsx';

const EMPTY: AddressValue = { postalCode: '', prefecture: '', city: '', line1: '', line2: '' };

/** A Japanese address: postal code, one of the 47 prefectures, city, street and building. */
export function AddressField(props: SchemaFieldProps<AddressValue | null>) {
  const { field, onChange, name } = props;
  const t = useT();
  const { locale } = useLocale();
  const prefectureId = useId();
  const value = { ...EMPTY, ...props.value };
  const set = (key: keyof AddressValue) => (text: string) => onChange({ ...value, [key]: text });
  const prefectureErrors = partErrors(props, 'prefecture');
  return (
    <FieldGroup field={field} messages={ownErrors(props)}>
      {() => (
        <div className="field__parts">
          <PartInput
            label={t('form.address.postalCode')}
            name={`${name}.postalCode`}
            value={value.postalCode}
            onChange={set('postalCode')}
            messages={partErrors(props, 'postalCode')}
            autoComplete="postal-code"
          />
          <div className="field field--part">
            <label className="field__label field__label--part" htmlFor={prefectureId}>
              {t('form.address.prefecture')}
            </label>
            <select
              id={prefectureId}
              name={`${name}.prefecture`}
              className="field__input"
              autoComplete="address-level1"
              value={value.prefecture}
              onChange={(event) => set('prefecture')(event.target.value)}
              {...invalidProps(`${prefectureId}-errors`, prefectureErrors)}
            >
              <option value="">{t('form.choose')}</option>
              {PREFECTURES.map((prefecture) => (
                <option key={prefecture} value={prefecture}>
                  {locale === 'en' ? PREFECTURES_EN[prefecture] : prefecture}
                </option>
              ))}
            </select>
            <FieldErrors id={`${prefectureId}-errors`} messages={prefectureErrors} />
          </div>
          <PartInput
            label={t('form.address.city')}
            name={`${name}.city`}
            value={value.city}
            onChange={set('city')}
            messages={partErrors(props, 'city')}
            autoComplete="address-level2"
          />
          <PartInput
            label={t('form.address.line1')}
            name={`${name}.line1`}
            value={value.line1}
            onChange={set('line1')}
            messages={partErrors(props, 'line1')}
            autoComplete="address-line1"
          />
          <PartInput
            label={t('form.address.line2')}
            name={`${name}.line2`}
            value={value.line2}
            onChange={set('line2')}
            messages={partErrors(props, 'line2')}
            autoComplete="address-line2"
          />
        </div>
      )}
    </FieldGroup>
  );
}
