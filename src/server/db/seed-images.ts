import { sql, type Transaction } from 'kysely';
import type { ThemeColors } from '../../core/themes.ts';
import type { FileStore } from '../storage/file-store.ts';
import { newPublicId } from './ids.ts';
import type { Database } from './schema.ts';
import { type DemoCategory, type DemoPicture, demoPictures } from './seed-illustrations.ts';

const AVATAR_TONES = 5;

/**
 * Pictures for the demo: two illustrations of its category for every demo service (the first is the
 * cover; the services of a category take the category's variants in turn, so neighbours differ) and a picture for every demo account, stored as public image uploads of their owners, so the
 * site serves and sizes them like any upload. The pictures are drawn here (WebP, small, no metadata), so
 * they are stored as they are rather than re-encoded by the uploads service: that kept the seed under a
 * second. Only services and accounts that have no picture yet get one, so seeding again (or after a cast
 * changed their pictures) adds nothing; nothing is drawn when nothing needs a picture.
 */
export async function seedImages(trx: Transaction<Database>, store: FileStore, colors: ThemeColors) {
  const services = await trx
    .selectFrom('services')
    .select(['id', 'cast_id', 'title', 'values'])
    .where('id', 'like', 'demoService%')
    .where(sql<boolean>`image_ids = '[]'::jsonb`)
    .orderBy('id')
    .execute();
  const accounts = await trx
    .selectFrom('accounts')
    .select(['id', 'nickname'])
    .where('id', 'like', 'demo%')
    .where('avatar_image_id', 'is', null)
    .orderBy('id')
    .execute();
  if (services.length === 0 && accounts.length === 0) return;

  const pictures = demoPictures(colors, AVATAR_TONES);
  async function save(ownerId: string, picture: DemoPicture, alt: string) {
    const id = newPublicId();
    await store.put(id, picture.bytes);
    await trx
      .insertInto('uploads')
      .values({
        id,
        owner_account_id: ownerId,
        kind: 'image',
        is_private: false,
        mime: 'image/webp',
        size: picture.bytes.length,
        alt,
        width: picture.width,
        height: picture.height,
      })
      .execute();
    return id;
  }

  // Every picture is asked for before the first is stored, so they are drawn side by side.
  const seen = new Map<DemoCategory, number>();
  const servicePictures = services.map((service) => {
    const category = (service.values as { category?: DemoCategory }).category ?? 'housework';
    const n = seen.get(category) ?? 0;
    seen.set(category, n + 1);
    return [pictures.cover(category, n), pictures.cover(category, n + 1)];
  });
  const avatarPictures = accounts.map((_, index) => pictures.avatar(index));

  for (const [index, service] of services.entries()) {
    const imageIds: string[] = [];
    for (const picture of servicePictures[index] ?? []) {
      imageIds.push(await save(service.cast_id, await picture, service.title));
    }
    await trx
      .updateTable('services')
      .set({ image_ids: JSON.stringify(imageIds) })
      .where('id', '=', service.id)
      .execute();
  }
  for (const [index, account] of accounts.entries()) {
    const picture = avatarPictures[index];
    if (!picture) continue;
    const avatarId = await save(account.id, await picture, account.nickname);
    await trx
      .updateTable('accounts')
      .set({ avatar_image_id: avatarId })
      .where('id', '=', account.id)
      .execute();
  }
}
