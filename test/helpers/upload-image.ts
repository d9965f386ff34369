import sharp from 'sharp';
import type { Agent } from './test-app.ts';

export type TestFile = { name: string; type: string; bytes: Buffer };

/** A multipart body as a browser sends it: the text fields first, then the file. */
export function multipart(fields: Record<string, string>, file: TestFile) {
  const boundary = '----tsunagu-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a file to an upload route the way the browser's form does. */
export function sendUpload(agent: Agent, path: string, fields: Record<string, string>, file: TestFile) {
  const { body, headers } = multipart(fields, file);
  return agent.request('POST', path, body, headers);
}

/** A plain PNG of one colour. */
export const png = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads a PNG through POST /customer-images and answers its id and path. */
export async function uploadPng(
  agent: Agent,
  options: { isPrivate?: boolean; width?: number; height?: number } = {},
) {
  const response = await sendUpload(
    agent,
    '/api/customer-images',
    { isPrivate: String(options.isPrivate ?? false) },
    { name: 'a.png', type: 'image/png', bytes: await png(options.width ?? 400, options.height ?? 300) },
  );
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; url: string };
}
