import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { otherAccount } from './entries.ts';
import type { Agent, TestApp } from './test-app.ts';

/** A private PDF of the signed-in customer, as an identity document is uploaded; returns its id. */
export async function uploadPrivatePdf(agent: Agent): Promise<string> {
  const boundary = 'b0undary';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="isPrivate"\r\n\r\ntrue\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 identity document\r\n--${boundary}--\r\n`,
  );
  const response = await agent.request('POST', '/api/customer-files', body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** Submits the signed-in customer's identity document for review (pending); returns the upload id. */
export async function submitIdentification(agent: Agent): Promise<string> {
  const uploadId = await uploadPrivatePdf(agent);
  const submitted = await agent.put('/api/customers/me/identification', {
    documentType: 'drivers_license',
    uploadIds: [uploadId],
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return uploadId;
}

/** A new cast, signed in, whose identification waits for review. */
export async function castWithPendingIdentification(
  t: TestApp,
  nickname = `cast${randomUUID().slice(0, 8)}`,
) {
  const agent = await otherAccount(t, 'cast', nickname);
  const uploadId = await submitIdentification(agent);
  const me = await agent.get('/api/me');
  return { agent, accountId: me.json().data.id as string, uploadId };
}
