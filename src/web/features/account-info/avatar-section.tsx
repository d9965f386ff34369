import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountInfo } from '../../../core/contract/account-info.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Avatar } from '../../ui/avatar/avatar.tsx';
import { FilePicker } from '../../ui/form/file-picker.tsx';
import { FieldErrors } from '../../ui/form/schema-fields/field-errors.tsx';
import { useUploader } from '../../ui/form/schema-fields/uploader-context.tsx';
import { CropDialog } from '../../ui/image/crop-dialog.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { accountInfoKey, useAccountInfo } from './use-account-info.ts';

/**
 * The account's picture: chosen, framed square in the crop dialog, uploaded as a public image, then set
 * with PUT /me/avatar; or removed. Without one, others see the initials.
 */
export function AvatarSection({ role }: { role: AccountType }) {
  const t = useT();
  const client = useApiClient();
  const upload = useUploader();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const info = useAccountInfo(role);
  const [file, setFile] = useState<File | null>(null);
  const [uploadErrors, setUploadErrors] = useState<readonly string[]>([]);
  const save = useMutation({
    mutationFn: async (imageId: string | null) =>
      (await client.put<{ data: { avatarUrl: string | null } }>('/me/avatar', { imageId })).data,
    onSuccess: ({ avatarUrl }) => {
      queryClient.setQueryData<AccountInfo>(accountInfoKey(role), (old) => old && { ...old, avatarUrl });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      notify({ type: 'success', message: t(avatarUrl ? 'avatar.saved' : 'avatar.removed') });
    },
  });
  const [uploading, setUploading] = useState(false);
  const busy = uploading || save.isPending;

  async function saveCropped(cropped: File) {
    setFile(null);
    setUploading(true);
    setUploadErrors([]);
    try {
      const result = await upload(cropped, { imagesOnly: true, isPrivate: false });
      if (result.ok) save.mutate(result.id);
      else setUploadErrors(result.messages);
    } finally {
      setUploading(false);
    }
  }

  return (
    <section className="card" aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">{t('avatar.title')}</h2>
      <p>{t('avatar.help')}</p>
      <div className="avatar-line">
        <Avatar name={info.nickname} imageUrl={info.avatarUrl} size="large" />
        <p className="actions">
          <FilePicker
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={busy}
            onFiles={([chosen]) => setFile(chosen ?? null)}
          >
            {uploading ? t('form.upload.uploading') : t('avatar.choose')}
          </FilePicker>
          {info.avatarUrl && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => save.mutate(null)}
            >
              {t('avatar.remove')}
            </button>
          )}
        </p>
      </div>
      <FieldErrors id="avatar-errors" messages={uploadErrors} />
      {file && (
        <CropDialog
          file={file}
          aspect={1}
          maxWidth={640}
          title={t('avatar.crop')}
          onCrop={(cropped) => void saveCropped(cropped)}
          onCancel={() => setFile(null)}
        />
      )}
    </section>
  );
}
