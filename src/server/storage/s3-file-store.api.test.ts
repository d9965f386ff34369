import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3Server } from '../../../test/helpers/s3-server.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { sendUpload, uploadPng } from '../../../test/helpers/upload-image.ts';
import { createS3FileStore } from './s3-file-store.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let store: ReturnType<typeof createS3FileStore>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  store = createS3FileStore(s3.options);
  t = await createTestApp({ fileStore: store });
});
afterAll(async () => {
  await t?.close();
  store?.close();
  await s3?.close();
});

it('keeps, returns and deletes bytes by upload id, and answers null for one it does not hold', async () => {
  const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13]);
  await store.put('abc123', bytes);
  expect(await store.get('abc123')).toEqual(bytes);
  expect(await store.get('missing1')).toBeNull();
  await store.delete('abc123');
  expect(await store.get('abc123')).toBeNull();
  // Deleting what is gone is not an error (a retried withdrawal deletes twice).
  await store.delete('abc123');
  await expect(store.put('../escape', bytes)).rejects.toThrow('not an upload id');
});

it('serves back through the API an image uploaded into the bucket, and a private file to its owner', async () => {
  const owner = t.agent();
  await owner.login('cast');
  const image = await uploadPng(owner, { width: 400, height: 300 });
  const served = await t.agent().get(image.url);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.rawPayload.equals((await store.get(image.id)) ?? Buffer.alloc(0))).toBe(true);

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const uploaded = await sendUpload(
    owner,
    '/api/customer-files',
    { isPrivate: 'true' },
    { name: 'a.pdf', type: 'application/pdf', bytes: pdf },
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { id, url } = uploaded.json().data as { id: string; url: string };
  expect((await owner.get(url)).rawPayload).toEqual(pdf);
  expect((await t.agent().get(url)).statusCode).toBe(404);
  expect(await store.get(id)).toEqual(pdf);
});
