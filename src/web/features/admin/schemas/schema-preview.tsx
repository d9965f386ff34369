import { useState } from 'react';
import type { FormValues } from '../../../../core/forms/field-values.ts';
import type { FormField } from '../../../../core/forms/form-schema.ts';
import { initialValues, SchemaFields } from '../../../ui/form/schema-fields/schema-fields.tsx';
import { UploaderProvider } from '../../../ui/form/schema-fields/uploader-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';

/** The form being edited, drawn by the same renderer the site uses; what is typed here goes nowhere. */
export function SchemaPreview({ fields }: { fields: FormField[] }) {
  const t = useAdminT();
  const [values, setValues] = useState<FormValues>({});
  const noUpload = t('schemas.preview.noUpload');
  return (
    <UploaderProvider uploader={async () => ({ ok: false, messages: [noUpload] })}>
      {fields.length === 0 ? (
        <p className="empty-state">{t('schemas.preview.empty')}</p>
      ) : (
        <div className="form schema-preview__form">
          <SchemaFields
            fields={fields}
            values={{ ...initialValues(fields), ...values }}
            onChange={setValues}
            errors={{}}
            prefix="preview"
          />
        </div>
      )}
    </UploaderProvider>
  );
}
