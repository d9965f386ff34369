import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../../../api/api-client.ts';
import { ValidationError } from '../../../api/errors.ts';

export type UploadResult = { ok: true; id: string } | { ok: false; messages: readonly string[] };
export type Uploader = (
  file: File,
  options: { imagesOnly: boolean; isPrivate: boolean },
) => Promise<UploadResult>;

/** Uploads through the API: images to /customer-images, other documents to /customer-files. */
export function apiUploader(client: ApiClient): Uploader {
  return async (file, { imagesOnly, isPrivate }) => {
    const body = new FormData();
    body.set('isPrivate', String(isPrivate));
    body.set('alt', file.name);
    body.set('file', file);
    try {
      const response = await client.post<{ data: { id: string } }>(
        imagesOnly ? '/customer-images' : '/customer-files',
        body,
      );
      return { ok: true, id: response.data.id };
    } catch (error) {
      // A refused file (type, size) is the field's message; anything else goes to the global handler.
      if (error instanceof ValidationError)
        return { ok: false, messages: Object.values(error.errors).flat() };
      throw error;
    }
  };
}

const UploaderContext = createContext<Uploader | null>(null);

export function UploaderProvider({ uploader, children }: { uploader: Uploader; children: ReactNode }) {
  return <UploaderContext.Provider value={uploader}>{children}</UploaderContext.Provider>;
}

export function useUploader(): Uploader {
  const uploader = useContext(UploaderContext);
  if (!uploader) throw new Error('useUploader needs an UploaderProvider');
  return uploader;
}
