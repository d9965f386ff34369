import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { SchemaDetail } from '../../../../core/contract/admin/schemas.ts';
import { FORM_FIELD_TYPES, type FormFieldType } from '../../../../core/enums.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { ValidationError } from '../../../api/errors.ts';
import { ControlFrame } from '../../../ui/form/control-frame.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { type DraftField, errorsByField, move, newDraftField, toDraft } from './draft-fields.ts';
import { FieldList } from './field-list.tsx';
import { FieldSettings } from './field-settings.tsx';
import { RetiredFields } from './retired-fields.tsx';
import { SchemaPreview } from './schema-preview.tsx';
import { fetchSchema, type SchemaDetailResponse, schemaKey, schemasKey } from './schemas-query.ts';
import { useRoleNames } from './use-role-names.ts';
import './schemas.css';

/** /admin/schemas/{slug}: one form's fields, edited as a whole and saved at once. */
export function SchemaEditorPage() {
  const { schemaSlug = '' } = useParams();
  const api = useApiClient();
  const roles = useRoleNames();
  const schema = useQuery({ queryKey: schemaKey(schemaSlug), queryFn: () => fetchSchema(api, schemaSlug) });
  if (!schema.data || !roles) return null;
  const detail = schema.data.data;
  return <SchemaEditor key={detail.key} detail={detail} roles={roles} />;
}

function SchemaEditor({ detail, roles }: { detail: SchemaDetail; roles: { cast: string; guest: string } }) {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const formName = t(`schemas.form.${detail.key}`, roles);
  const [draft, setDraft] = useState<DraftField[]>(() => toDraft(detail.fields));
  const [selected, setSelected] = useState<string | null>(draft[0]?.uid ?? null);
  const [errors, setErrors] = useState<Record<string, Record<string, string[]>>>({});
  const [addType, setAddType] = useState<FormFieldType>('text');
  const settingsRef = useRef<HTMLHeadingElement>(null);

  const fields = draft.map((d) => d.field);
  const dirty = JSON.stringify(fields) !== JSON.stringify(detail.fields);
  const inDraft = new Set(fields.map((f) => f.key));
  const retired = detail.retired.filter((f) => !inDraft.has(f.key));
  const invalid = useMemo(() => new Set(Object.keys(errors)), [errors]);
  const current = draft.find((d) => d.uid === selected);

  const save = useMutation({
    mutationFn: (sent: DraftField[]) =>
      api.put<SchemaDetailResponse>(`/admin/schemas/${detail.slug}`, { fields: sent.map((d) => d.field) }),
    onSuccess: (saved) => {
      // The saved form becomes the draft; the field being edited stays selected.
      const selectedKey = draft.find((d) => d.uid === selected)?.field.key;
      const next = toDraft(saved.data.fields);
      setDraft(next);
      setSelected(next.find((d) => d.field.key === selectedKey)?.uid ?? next[0]?.uid ?? null);
      queryClient.setQueryData(schemaKey(detail.slug), saved);
      void queryClient.invalidateQueries({ queryKey: schemasKey, exact: true });
      notify({ type: 'success', message: t('schemas.editor.saved', { form: formName }) });
    },
    onError: (error, sent) => {
      if (!(error instanceof ValidationError)) return;
      const byField = errorsByField(error.errors, sent);
      setErrors(byField);
      const first = sent.find((d) => byField[d.uid]);
      if (first) setSelected(first.uid);
    },
  });

  const change = (uid: string, update: (d: DraftField) => DraftField) => {
    setDraft((list) => list.map((d) => (d.uid === uid ? update(d) : d)));
    // The field's old messages no longer describe it once it is edited.
    setErrors(({ [uid]: _edited, ...others }) => others);
  };
  const select = (uid: string) => {
    setSelected(uid);
    settingsRef.current?.focus();
  };
  const add = () => {
    const used = new Set([...inDraft, ...detail.retired.map((f) => f.key)]);
    const created = newDraftField(addType, t('schemas.editor.newLabel'), used);
    setDraft((list) => [...list, created]);
    setSelected(created.uid);
    requestAnimationFrame(() => settingsRef.current?.focus());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(draft);
  };

  return (
    <>
      <p className="schema-back">
        <Link to={consolePath('schemas')}>← {t('schemas.editor.back')}</Link>
      </p>
      <ConsoleHeading lead={t('schemas.editor.lead')}>{formName}</ConsoleHeading>
      {detail.purpose === 'search' && (
        <p className="callout callout--info">{t('schemas.editor.searchNote', roles)}</p>
      )}
      <form className="schema-editor" onSubmit={submit} noValidate>
        <div className="schema-editor__edit">
          <section className="card" aria-labelledby="schema-fields-heading">
            <h2 id="schema-fields-heading" tabIndex={-1}>
              {t('schemas.editor.fields')}
            </h2>
            <FieldList
              fields={draft}
              selected={selected}
              invalid={invalid}
              onSelect={select}
              onMove={(uid, by) =>
                setDraft((list) =>
                  move(
                    list,
                    list.findIndex((d) => d.uid === uid),
                    by,
                  ),
                )
              }
              onRemove={(uid) => {
                setDraft((list) => list.filter((d) => d.uid !== uid));
                setErrors(({ [uid]: _removed, ...others }) => others);
                if (selected === uid) setSelected(null);
              }}
            />
            <div className="schema-add">
              <ControlFrame label={t('schemas.editor.addType')}>
                {(control) => (
                  <select
                    {...control}
                    className="field__input"
                    value={addType}
                    onChange={(event) => setAddType(event.target.value as FormFieldType)}
                  >
                    {FORM_FIELD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`schemas.type.${type}`)}
                      </option>
                    ))}
                  </select>
                )}
              </ControlFrame>
              <button type="button" className="button button--secondary" onClick={add}>
                {t('schemas.editor.add')}
              </button>
            </div>
          </section>

          <section className="card" aria-labelledby="schema-settings-heading">
            <h2 id="schema-settings-heading" ref={settingsRef} tabIndex={-1}>
              {current
                ? `${t('schemas.field.title')}: ${current.field.label || current.field.key}`
                : t('schemas.field.title')}
            </h2>
            {current ? (
              <FieldSettings
                draft={current}
                errors={errors[current.uid] ?? {}}
                onChange={(field) => change(current.uid, (d) => ({ ...d, field }))}
              />
            ) : (
              <p className="empty-state">{t('schemas.field.none')}</p>
            )}
          </section>

          {retired.length > 0 && (
            <RetiredFields
              retired={retired}
              onRestore={({ retiredAt: _, ...field }) => {
                const [restored] = toDraft([field]);
                if (!restored) return;
                setDraft((list) => [...list, restored]);
                setSelected(restored.uid);
              }}
            />
          )}
        </div>

        <aside className="card schema-editor__preview" aria-labelledby="schema-preview-heading">
          <h2 id="schema-preview-heading">{t('schemas.preview.title')}</h2>
          <p className="schema-settings__hint">{t('schemas.preview.lead')}</p>
          <SchemaPreview fields={fields} />
        </aside>

        <div className="schema-savebar">
          <p role="status" className="schema-savebar__status">
            {invalid.size > 0
              ? t('schemas.editor.errorSummary')
              : dirty
                ? t('schemas.editor.unsaved')
                : t('schemas.editor.upToDate')}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={!dirty || save.isPending}
            onClick={() => {
              const reset = toDraft(detail.fields);
              setDraft(reset);
              setSelected(reset[0]?.uid ?? null);
              setErrors({});
            }}
          >
            {t('schemas.editor.discard')}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('schemas.editor.save')}
          </button>
        </div>
      </form>
    </>
  );
}
