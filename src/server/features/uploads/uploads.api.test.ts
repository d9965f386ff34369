import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../../test/helpers/people.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { png, sendUpload, uploadPng } from '../../../../test/helpers/upload-image.ts';
import { createUploadsService } from './service.ts';
import { sizedImageKey } from './sized-image.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('uploads', () => {
  it('stores a public image, bounded in size and stripped of metadata, served with long caching', async () => {
    const agent = t.agent();
    await agent.login('cast');
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c04020' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Hanako', Copyright: 'secret' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await sendUpload(
      agent,
      '/api/customer-images',
      { isPrivate: 'false', alt: '作り置きの写真' },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: photo },
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      kind: 'image',
      isPrivate: false,
      mime: 'image/jpeg',
      alt: '作り置きの写真',
      width: 2048,
      height: 1536,
    });

    const served = await t.agent().get(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 1536]);
    expect(meta.exif).toBeUndefined();
  });

  it('decides the type by content, not by the name or the claimed type', async () => {
    const agent = t.agent();
    await agent.login('cast');
    const text = Buffer.from('just some text, not a picture');
    const refused = await sendUpload(
      agent,
      '/api/customer-images',
      { isPrivate: 'false' },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: text },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file[0]).toContain('この形式のファイルはアップロードできません');

    const pdfAsImage = await sendUpload(
      agent,
      '/api/customer-images',
      { isPrivate: 'false' },
      { name: 'a.png', type: 'image/png', bytes: Buffer.from('%PDF-1.7\n%…') },
    );
    expect(pdfAsImage.statusCode).toBe(422);

    const pngNamedPdf = await sendUpload(
      agent,
      '/api/customer-files',
      { isPrivate: 'true' },
      { name: 'scan.pdf', type: 'application/pdf', bytes: await png(10, 10) },
    );
    expect(pngNamedPdf.statusCode).toBe(201);
    expect(pngNamedPdf.json().data.mime).toBe('image/png');

    const narrowed = await sendUpload(
      agent,
      '/api/customer-files',
      { isPrivate: 'true', types: 'application/pdf' },
      { name: 'x.png', type: 'image/png', bytes: await png(10, 10) },
    );
    expect(narrowed.statusCode).toBe(422);
  });

  it('refuses a file over the limit and stores nothing', async () => {
    const agent = t.agent();
    await agent.login('cast');
    const before = await t.database.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const response = await sendUpload(
      agent,
      '/api/customer-files',
      { isPrivate: 'true' },
      { name: 'big.pdf', type: 'application/pdf', bytes: big },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([
      'ファイルが大きすぎます。10MB以下のファイルを選んでください。',
    ]);
    const narrowed = await sendUpload(
      agent,
      '/api/customer-files',
      { isPrivate: 'true', maxSize: '1000' },
      {
        name: 'small.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]),
      },
    );
    expect(narrowed.statusCode).toBe(422);
    const after = await t.database.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('serves a private file to its owner only: 404 to anyone else, signed in or not', async () => {
    const owner = t.agent();
    await owner.login('guest');
    const created = await sendUpload(
      owner,
      '/api/customer-files',
      { isPrivate: 'true' },
      { name: 'id.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7\nlicence') },
    );
    const url = created.json().data.url;

    const mine = await owner.get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toBe('attachment');

    const stranger = t.agent();
    await stranger.login('cast');
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await t.agent().get(url)).statusCode).toBe(404);
    expect((await t.agent().get('/api/uploads/doesNotExist1')).statusCode).toBe(404);
  });

  it('asks a signed-out caller to sign in', async () => {
    const response = await sendUpload(
      t.agent(),
      '/api/customer-images',
      { isPrivate: 'false' },
      { name: 'a.png', type: 'image/png', bytes: await png(5, 5) },
    );
    expect(response.statusCode).toBe(401);
  });

  it("lets a form point only at the submitter's own uploads", async () => {
    const guest = t.agent();
    await guest.login('guest');
    const cast = t.agent();
    await cast.login('cast');
    const castsImage = (
      await sendUpload(
        cast,
        '/api/customer-images',
        { isPrivate: 'false' },
        { name: 'a.png', type: 'image/png', bytes: await png(5, 5) },
      )
    ).json().data.id;
    const guestsImage = (
      await sendUpload(
        guest,
        '/api/customer-images',
        { isPrivate: 'false' },
        { name: 'b.png', type: 'image/png', bytes: await png(5, 5) },
      )
    ).json().data.id;

    const refused = await guest.post('/api/guests/me/belongings', {
      values: { name: 'ポチ', kind: 'dog', photo: [castsImage] },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['values.photo']);
    const accepted = await guest.post('/api/guests/me/belongings', {
      values: { name: 'ポチ', kind: 'dog', photo: [guestsImage] },
    });
    expect(accepted.statusCode).toBe(201);
  });
});

describe('image sizes', () => {
  it('serves an image at each width of the ladder in AVIF and WebP, cached for good, never upscaled', async () => {
    const cast = t.agent();
    await cast.login('cast');
    const image = await uploadPng(cast, { width: 1000, height: 750 });

    const webp = await t.agent().get(`${image.url}/w/640.webp`);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const webpMeta = await sharp(webp.rawPayload).metadata();
    expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(['webp', 640, 480]);

    const avif = await t.agent().get(`${image.url}/w/320.avif`);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    const avifMeta = await sharp(avif.rawPayload).metadata();
    expect([avifMeta.format, avifMeta.width, avifMeta.height]).toEqual(['heif', 320, 240]);

    // Wider than the image: the image at its own width, the same bytes for every such width.
    const wide = await t.agent().get(`${image.url}/w/1600.webp`);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(1000);
    const wider = await t.agent().get(`${image.url}/w/1280.webp`);
    expect(Buffer.compare(wide.rawPayload, wider.rawPayload)).toBe(0);

    // The second reading comes from the store: the same bytes.
    const again = await t.agent().get(`${image.url}/w/640.webp`);
    expect(Buffer.compare(again.rawPayload, webp.rawPayload)).toBe(0);
  });

  it('makes one file when a new size is asked for twice at once', async () => {
    const cast = t.agent();
    await cast.login('cast');
    const image = await uploadPng(cast, { width: 800, height: 600 });
    const [a, b] = await Promise.all([
      t.agent().get(`${image.url}/w/960.avif`),
      t.agent().get(`${image.url}/w/960.avif`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });

  it('refuses a width off the ladder, an unknown format, and a file that is not an image', async () => {
    const cast = t.agent();
    await cast.login('cast');
    const image = await uploadPng(cast);
    expect((await t.agent().get(`${image.url}/w/500.webp`)).statusCode).toBe(404);
    expect((await t.agent().get(`${image.url}/w/0.webp`)).statusCode).toBe(404);
    expect((await t.agent().get(`${image.url}/w/640.png`)).statusCode).toBe(422);
    expect((await t.agent().get(`${image.url}/w/640.webp.exe`)).statusCode).toBe(422);
    expect((await t.agent().get('/api/uploads/doesNotExist1/w/640.webp')).statusCode).toBe(404);
    const pdf = await sendUpload(
      cast,
      '/api/customer-files',
      { isPrivate: 'false' },
      { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7\nmenu') },
    );
    expect((await t.agent().get(`${pdf.json().data.url}/w/640.webp`)).statusCode).toBe(404);
  });

  it('serves the sizes of a private image to its owner only, never cached', async () => {
    const owner = t.agent();
    await owner.login('guest');
    const image = await uploadPng(owner, { width: 700, height: 700, isPrivate: true });
    const mine = await owner.get(`${image.url}/w/640.webp`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const stranger = t.agent();
    await stranger.login('cast');
    expect((await stranger.get(`${image.url}/w/640.webp`)).statusCode).toBe(404);
    expect((await t.agent().get(`${image.url}/w/640.avif`)).statusCode).toBe(404);
  });

  it("erases an account's sizes with its uploads", async () => {
    const uploads = createUploadsService(t.database.db, t.clock, t.fileStore);
    const ownerId = await addAccount(t, 'guest', '消える人');
    const image = await uploads.save(ownerId, {
      kind: 'image',
      bytes: await png(1000, 500),
      isPrivate: false,
      alt: '',
      types: ['image/png'],
    });
    await uploads.openSized(image.id, '640.webp', null);
    await uploads.openSized(image.id, '1600.avif', null);
    const keys = [image.id, sizedImageKey(image.id, 640, 'webp'), sizedImageKey(image.id, 1000, 'avif')];
    for (const key of keys) expect(await t.fileStore.get(key)).not.toBeNull();

    await uploads.deleteUploadsOfAccount(ownerId);
    for (const key of keys) expect(await t.fileStore.get(key)).toBeNull();
    expect((await t.agent().get(`${image.url}/w/640.webp`)).statusCode).toBe(404);
  });
});
