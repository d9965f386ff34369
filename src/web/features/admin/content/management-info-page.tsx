import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import type {
  adminManagementInfoResponse,
  ManagementInfoBody,
} from '../../../../core/contract/admin/content.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { ListItemControls, useEditableList } from './editable-list.tsx';
import { useFieldErrors } from './use-field-errors.ts';
import './content.css';

type Row = ManagementInfoBody['rows'][number];
type ManagementInfoResponse = z.infer<typeof adminManagementInfoResponse>;
const KEY = ['admin', 'content', 'management-info'];

/** The commerce-law disclosure (特定商取引法に基づく表記): label and value rows, in order. */
export function ManagementInfoPage() {
  const api = useApiClient();
  const info = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<ManagementInfoResponse>('/admin/management-info'),
  });
  if (!info.data) return null;
  return <ManagementInfoForm initial={info.data.data.rows} />;
}

function ManagementInfoForm({ initial }: { initial: Row[] }) {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const fieldErrors = useFieldErrors();
  const list = useEditableList(initial, (): Row => ({ label: '', value: '' }));
  const save = useMutation({
    mutationFn: () =>
      api.put<ManagementInfoResponse>('/admin/management-info', {
        rows: list.items.map(({ value }) => value),
      }),
    onSuccess: (saved) => {
      fieldErrors.clear();
      queryClient.setQueryData(KEY, saved);
      notify({ type: 'success', message: t('content.managementInfo.saved') });
    },
    onError: fieldErrors.onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const errors = fieldErrors.errors;

  return (
    <>
      <ConsoleHeading lead={t('content.managementInfo.lead')}>
        {t('content.managementInfo.title')}
      </ConsoleHeading>
      <p>
        <a href="/management-info" target="_blank" rel="noreferrer">
          {t('content.viewOnSite', { path: '/management-info' })}
        </a>
      </p>
      <form className="form content-form" onSubmit={submit} noValidate>
        {errors.rows && <p className="callout callout--danger">{errors.rows.join(' ')}</p>}
        <ol className="list-editor">
          {list.items.map(({ key, value }, index) => (
            <li key={key} className="list-editor__item">
              <div className="content-form__row">
                <TextField
                  label={t('content.managementInfo.label')}
                  name={`rows.${index}.label`}
                  value={value.label}
                  errors={errors[`rows.${index}.label`]}
                  onChange={(event) => {
                    fieldErrors.edited(`rows.${index}.label`);
                    list.update(index, { ...value, label: event.target.value });
                  }}
                />
                <TextAreaField
                  label={t('content.managementInfo.value')}
                  name={`rows.${index}.value`}
                  rows={2}
                  value={value.value}
                  errors={errors[`rows.${index}.value`]}
                  onChange={(event) => {
                    fieldErrors.edited(`rows.${index}.value`);
                    list.update(index, { ...value, value: event.target.value });
                  }}
                />
                <TextField
                  label={t('content.managementInfo.labelEn')}
                  name={`rows.${index}.labelEn`}
                  value={value.labelEn ?? ''}
                  errors={errors[`rows.${index}.labelEn`]}
                  onChange={(event) => {
                    fieldErrors.edited(`rows.${index}.labelEn`);
                    list.update(index, { ...value, labelEn: event.target.value });
                  }}
                />
                <TextAreaField
                  label={t('content.managementInfo.valueEn')}
                  name={`rows.${index}.valueEn`}
                  rows={2}
                  value={value.valueEn ?? ''}
                  errors={errors[`rows.${index}.valueEn`]}
                  onChange={(event) => {
                    fieldErrors.edited(`rows.${index}.valueEn`);
                    list.update(index, { ...value, valueEn: event.target.value });
                  }}
                />
              </div>
              <ListItemControls
                list={list}
                index={index}
                name={value.label || t('content.managementInfo.row', { number: index + 1 })}
              />
            </li>
          ))}
        </ol>
        <div className="content-form__footer">
          <button type="button" className="button button--secondary" onClick={list.add}>
            {t('content.managementInfo.add')}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('console.saving') : t('content.saveAndPublish')}
          </button>
        </div>
      </form>
    </>
  );
}
