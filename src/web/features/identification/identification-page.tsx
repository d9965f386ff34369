import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  IDENTITY_DOCUMENT_TYPES,
  type Identification,
  type SubmitIdentificationBody,
} from '../../../core/contract/identification.ts';
import { field } from '../../../core/forms/form-schema.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { ValidationError } from '../../api/errors.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { FileUploadField } from '../../ui/form/schema-fields/file-upload-field.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { PageHeading } from '../site/page-heading.tsx';

const PATH = '/customers/me/identification';

/** Identity documents go up as private files: only their owner and the operators can read them. */
function useDocumentsField() {
  const t = useT();
  return field({
    key: 'documents',
    type: 'file_upload',
    label: t('identification.documents'),
    required: true,
    maxLength: 4,
    accept: ['image', 'pdf'],
    private: true,
  });
}

export function IdentificationPage() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const documentsField = useDocumentsField();
  const [uploadIds, setUploadIds] = useState<string[]>([]);
  const [documentType, setDocumentType] =
    useState<SubmitIdentificationBody['documentType']>('drivers_license');
  const current = useSuspenseQuery({
    queryKey: queryKeys.identification,
    queryFn: async ({ signal }) => (await client.get<{ data: Identification }>(PATH, { signal })).data,
  }).data;
  const submit = useMutation({
    mutationFn: async (body: SubmitIdentificationBody) =>
      (await client.put<{ data: Identification }>(PATH, body)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.identification, saved);
      setUploadIds([]);
      notify({ type: 'success', message: t('identification.submitted') });
    },
  });
  const errors = submit.error instanceof ValidationError ? submit.error.errors : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit.mutate({ documentType, uploadIds });
  }

  const submission = current.submission;
  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('identification.title')}</PageHeading>
      <p className="callout">{t(`identification.status.${current.status}`)}</p>
      {submission?.reviewStatus === 'returned' ? (
        <div className="callout callout--danger">
          <p>
            <strong>{t('identification.review.returned')}</strong>
          </p>
          <p>
            {t('identification.review.returnedReason')}
            <br />
            <span className="pre-wrap">{submission.reason}</span>
          </p>
          <p>{t('identification.review.returnedNext')}</p>
        </div>
      ) : (
        submission && <p className="callout">{t(`identification.review.${submission.reviewStatus}`)}</p>
      )}
      {current.status !== 'registered' && (
        <form className="form" noValidate onSubmit={onSubmit}>
          <fieldset className="field field--group">
            <legend className="field__label">{t('identification.documentType')}</legend>
            {IDENTITY_DOCUMENT_TYPES.map((type) => (
              <label key={type} className="choice">
                <input
                  type="radio"
                  name="documentType"
                  value={type}
                  checked={documentType === type}
                  onChange={() => setDocumentType(type)}
                />
                {t(`identification.documentType.${type}`)}
              </label>
            ))}
          </fieldset>
          <FileUploadField
            field={documentsField}
            name="uploadIds"
            value={uploadIds}
            onChange={(ids) => setUploadIds(ids ?? [])}
            errors={{ documents: errors.uploadIds ?? [] }}
          />
          <button type="submit" className="button button--primary" disabled={submit.isPending}>
            {t('identification.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
