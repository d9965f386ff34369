import type { Kysely } from 'kysely';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  type Upload,
  uploadPath,
} from '../../../core/contract/uploads.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database, UploadsTable } from '../../db/schema.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { boundImage } from './bound-image.ts';
import { effectiveWidth, sizedImageKey, sizedImageKeys, sizeImage } from './sized-image.ts';
import { FILE_TYPES, IMAGE_TYPES, sniffType, type UploadType } from './sniff-type.ts';

export type UploadKind = 'file' | 'image';

/** The server's own limits; a client may only narrow them. */
export const UPLOAD_POLICY: Record<UploadKind, { types: readonly UploadType[]; maxBytes: number }> = {
  image: { types: IMAGE_TYPES, maxBytes: 5 * 1024 * 1024 },
  file: { types: FILE_TYPES, maxBytes: 10 * 1024 * 1024 },
};

const fileError = (
  key: 'uploads.typeNotAllowed' | 'uploads.tooLarge' | 'uploads.invalidImage' | 'uploads.fileMissing',
  params = {},
) => AppError.validation({ file: [{ key, params }] });

export function tooLarge(maxBytes: number) {
  return fileError('uploads.tooLarge', { megabytes: Math.floor(maxBytes / (1024 * 1024)) || 1 });
}

function toUpload(
  row: Pick<UploadsTable, 'id' | 'kind' | 'is_private' | 'mime' | 'size' | 'alt' | 'width' | 'height'>,
): Upload {
  return {
    id: row.id,
    kind: row.kind,
    isPrivate: row.is_private,
    mime: row.mime,
    size: row.size,
    alt: row.alt,
    width: row.width,
    height: row.height,
    url: uploadPath(row.id),
  };
}

export function createUploadsService(db: Kysely<Database>, clock: Clock, store: FileStore) {
  /** Checks the content, bounds images, stores the bytes, then records the upload. */
  async function save(
    ownerId: string,
    input: { kind: UploadKind; bytes: Buffer; isPrivate: boolean; alt: string; types: readonly string[] },
  ): Promise<Upload> {
    const mime = sniffType(input.bytes);
    if (!mime || !input.types.includes(mime)) {
      throw fileError('uploads.typeNotAllowed', {
        types: input.types.map((t) => t.split('/')[1]).join(', '),
      });
    }
    let bytes = input.bytes;
    let width: number | null = null;
    let height: number | null = null;
    if ((IMAGE_TYPES as readonly string[]).includes(mime)) {
      try {
        ({ bytes, width, height } = await boundImage(input.bytes, mime));
      } catch {
        throw fileError('uploads.invalidImage');
      }
    }
    const id = newPublicId();
    await store.put(id, bytes);
    const row = await db
      .insertInto('uploads')
      .values({
        id,
        owner_account_id: ownerId,
        kind: input.kind,
        is_private: input.isPrivate,
        mime,
        size: bytes.length,
        alt: input.alt,
        width,
        height,
        created_at: clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUpload(row);
  }

  /** The upload's row for this caller; a private one exists only for its owner. */
  async function visibleRow(uploadId: string, callerId: string | null) {
    const row = await db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
    if (!row || (row.is_private && row.owner_account_id !== callerId)) throw AppError.notFound();
    return row;
  }

  /** The bytes of an upload for this caller. */
  async function open(uploadId: string, callerId: string | null) {
    const row = await visibleRow(uploadId, callerId);
    const bytes = await store.get(row.id);
    if (!bytes) throw AppError.notFound();
    return { upload: toUpload(row), bytes };
  }

  // Two requests for the same new size share one encoding (and one write: the store refuses a second).
  const encoding = new Map<string, Promise<Buffer | null>>();

  async function makeSized(id: string, key: string, width: number, format: ImageFormat) {
    const original = await store.get(id);
    if (!original) return null;
    const bytes = await sizeImage(original, width, format);
    await store.put(key, bytes);
    return bytes;
  }

  /**
   * An image upload at a width of the ladder, in AVIF or WebP: made from the stored image on the first
   * request, then read from the store. Anything but an image, or a width off the ladder, is not found.
   */
  async function openSized(uploadId: string, variant: string, callerId: string | null) {
    const [widthText, format] = variant.split('.') as [string, ImageFormat];
    const requested = Number(widthText);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(requested)) throw AppError.notFound();
    const row = await visibleRow(uploadId, callerId);
    if (row.width === null || !(IMAGE_TYPES as readonly string[]).includes(row.mime))
      throw AppError.notFound();
    const width = effectiveWidth(requested, row.width);
    const key = sizedImageKey(row.id, width, format);
    let bytes = await store.get(key);
    if (!bytes) {
      let pending = encoding.get(key);
      if (!pending) {
        pending = makeSized(row.id, key, width, format).finally(() => encoding.delete(key));
        encoding.set(key, pending);
      }
      bytes = await pending;
    }
    if (!bytes) throw AppError.notFound();
    return { upload: toUpload(row), bytes, mime: `image/${format}` };
  }

  /** Which of these ids the account does not own (or, with `privateOnly`, owns but made public). */
  async function unownedIds(
    accountId: string,
    ids: readonly string[],
    options: { privateOnly?: boolean } = {},
  ) {
    if (ids.length === 0) return [];
    let query = db
      .selectFrom('uploads')
      .select('id')
      .where('id', 'in', [...ids])
      .where('owner_account_id', '=', accountId);
    if (options.privateOnly) query = query.where('is_private', '=', true);
    const owned = new Set((await query.execute()).map((r) => r.id));
    return ids.filter((id) => !owned.has(id));
  }

  /** Erases every upload of an account (withdrawal). */
  async function deleteUploadsOfAccount(accountId: string) {
    const rows = await db
      .deleteFrom('uploads')
      .where('owner_account_id', '=', accountId)
      .returning(['id', 'width'])
      .execute();
    for (const { id, width } of rows) {
      await store.delete(id);
      for (const key of width === null ? [] : sizedImageKeys(id, width, IMAGE_FORMATS))
        await store.delete(key);
    }
  }

  return { save, open, openSized, unownedIds, deleteUploadsOfAccount };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
