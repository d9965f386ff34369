import sharp from 'sharp';
import { DEMO_SITE } from '../../src/server/db/seed.ts';
import type { Agent } from '../helpers/test-app.ts';
import type { RouteExample, RouteExamples } from './route-example.ts';

/** Preview, publish and discard need a draft: each example saves one first. */
const withDraft =
  (name: string): RouteExample =>
  async (_t, operator: Agent) => {
    await operator.put('/api/admin/site', { ...DEMO_SITE, name });
    return {};
  };

async function imageUpload() {
  const png = await sharp({ create: { width: 120, height: 63, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const boundary = '----tsunagu-site-image';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ogp.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const siteExamples: RouteExamples = {
  'GET /admin/site': {},
  'PUT /admin/site': { body: { ...DEMO_SITE, name: '下書きのサイト名' } },
  'POST /admin/site/preview': withDraft('プレビューする下書き'),
  'POST /admin/site/publish': withDraft('公開する下書き'),
  'DELETE /admin/site/draft': withDraft('捨てる下書き'),
  'POST /admin/site/images': imageUpload,
};
