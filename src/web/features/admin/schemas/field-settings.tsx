import { FORM_FIELD_TYPES } from '../../../../core/enums.ts';
import { CHOICE_TYPES } from '../../../../core/forms/check-field-list.ts';
import type { FormField } from '../../../../core/forms/form-schema.ts';
import { ControlFrame } from '../../../ui/form/control-frame.tsx';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { type DraftField, withType } from './draft-fields.ts';
import { NumberInput } from './number-input.tsx';
import { OptionsEditor } from './options-editor.tsx';

/** The settings of the selected field: label, help, required, private, and what its type allows. */
export function FieldSettings({
  draft,
  errors,
  onChange,
}: {
  draft: DraftField;
  errors: Record<string, string[]>;
  onChange: (field: FormField) => void;
}) {
  const t = useAdminT();
  const f = draft.field;
  const set = (change: Partial<FormField>) => onChange({ ...f, ...change });
  const setEnglish = (change: { label?: string; helpText?: string }) =>
    set({ translations: { en: { ...f.translations?.en, ...change } } });
  const lengthLabels =
    f.type === 'check_box'
      ? { min: t('schemas.field.minLength.check_box'), max: t('schemas.field.maxLength.check_box') }
      : { min: t('schemas.field.minLength.text'), max: t('schemas.field.maxLength.text') };

  return (
    <div className="schema-settings">
      {draft.isNew ? (
        <div className="schema-settings__row">
          <TextField
            label={t('schemas.field.key')}
            name="key"
            value={f.key}
            errors={errors.key}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => set({ key: event.target.value.trim() })}
          />
          <ControlFrame label={t('schemas.field.type')} errors={errors.type}>
            {(control) => (
              <select
                {...control}
                name="type"
                className="field__input"
                value={f.type}
                onChange={(event) => onChange(withType(f, event.target.value as FormField['type']))}
              >
                {FORM_FIELD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`schemas.type.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </ControlFrame>
        </div>
      ) : (
        <div className="schema-settings__fixed">
          <p>
            <span className="field__label">{t('schemas.field.keyFixed')}</span> <code>{f.key}</code> ·{' '}
            {t(`schemas.type.${f.type}`)}
          </p>
          <p className="schema-settings__hint">{t('schemas.field.keyFixedHelp')}</p>
          {errors.type && <p className="field__errors">{errors.type.join(' ')}</p>}
        </div>
      )}
      {draft.isNew && <p className="schema-settings__hint">{t('schemas.field.keyHelp')}</p>}
      <TextField
        label={t('schemas.field.label')}
        name="label"
        value={f.label}
        errors={errors.label}
        onChange={(event) => set({ label: event.target.value })}
      />
      <TextField
        label={t('schemas.field.labelEn')}
        name="translations.en.label"
        lang="en"
        value={f.translations?.en?.label ?? ''}
        errors={errors['translations.en.label']}
        onChange={(event) => setEnglish({ label: event.target.value })}
      />
      <TextAreaField
        label={t('schemas.field.help')}
        name="helpText"
        rows={2}
        value={f.helpText}
        errors={errors.helpText}
        onChange={(event) => set({ helpText: event.target.value })}
      />
      <TextAreaField
        label={t('schemas.field.helpEn')}
        name="translations.en.helpText"
        lang="en"
        rows={2}
        value={f.translations?.en?.helpText ?? ''}
        errors={errors['translations.en.helpText']}
        onChange={(event) => setEnglish({ helpText: event.target.value })}
      />
      <div className="schema-settings__checks">
        <label className="schema-check">
          <input
            type="checkbox"
            checked={f.required}
            onChange={(event) => set({ required: event.target.checked })}
          />
          {t('schemas.field.requiredLabel')}
        </label>
        <label className="schema-check">
          <input
            type="checkbox"
            checked={f.private}
            onChange={(event) => set({ private: event.target.checked })}
          />
          {t('schemas.field.privateLabel')}
        </label>
      </div>
      {CHOICE_TYPES.includes(f.type) && (
        <OptionsEditor options={f.options} errors={errors} onChange={(options) => set({ options })} />
      )}
      {(f.type === 'text' || f.type === 'text_area' || f.type === 'check_box') && (
        <fieldset className="schema-settings__row">
          <legend>{t('schemas.field.limits')}</legend>
          <NumberInput
            label={lengthLabels.min}
            name="minLength"
            value={f.minLength}
            errors={errors.minLength}
            onChange={(minLength) => onChange({ ...f, minLength })}
          />
          <NumberInput
            label={lengthLabels.max}
            name="maxLength"
            value={f.maxLength}
            errors={errors.maxLength}
            onChange={(maxLength) => onChange({ ...f, maxLength })}
          />
        </fieldset>
      )}
      {f.type === 'file_upload' && (
        <fieldset className="schema-settings__row">
          <legend>{t('schemas.field.limits')}</legend>
          <NumberInput
            label={t('schemas.field.maxLength.file_upload')}
            name="maxLength"
            value={f.maxLength}
            errors={errors.maxLength}
            onChange={(maxLength) => onChange({ ...f, maxLength })}
          />
          <fieldset className="schema-settings__checks">
            <legend>{t('schemas.field.accept')}</legend>
            {(['image', 'pdf'] as const).map((kind) => (
              <label key={kind} className="schema-check">
                <input
                  type="checkbox"
                  checked={f.accept.includes(kind)}
                  onChange={(event) =>
                    set({
                      accept: event.target.checked ? [...f.accept, kind] : f.accept.filter((a) => a !== kind),
                    })
                  }
                />
                {t(kind === 'image' ? 'schemas.field.acceptImage' : 'schemas.field.acceptPdf')}
              </label>
            ))}
          </fieldset>
        </fieldset>
      )}
      {f.type === 'price' && (
        <fieldset className="schema-settings__row">
          <legend>{t('schemas.field.limits')}</legend>
          <NumberInput
            label={t('schemas.field.min')}
            name="min"
            value={f.min}
            errors={errors.min}
            onChange={(min) => onChange({ ...f, min })}
          />
          <NumberInput
            label={t('schemas.field.max')}
            name="max"
            value={f.max}
            errors={errors.max}
            onChange={(max) => onChange({ ...f, max })}
          />
        </fieldset>
      )}
    </div>
  );
}
