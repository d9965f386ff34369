import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStore } from './file-store.ts';

export interface S3Options {
  /** Another S3-compatible service (MinIO, Cloudflare R2, s3rver in tests); AWS's own when absent. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Keys start with it, so one bucket can hold several sites' uploads. */
  prefix?: string;
}

/**
 * Uploads in an S3-compatible bucket, so that every server process (on any machine) reads what any of them
 * stored. The bucket should be private: the app serves each file after checking who may see it.
 */
export function createS3FileStore(options: S3Options): FileStore & { close(): void } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint && { endpoint: options.endpoint }),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const keyOf = (id: string) => {
    if (!/^[A-Za-z0-9]+$/.test(id)) throw new Error(`not an upload id: ${id}`);
    return `${options.prefix ?? ''}${id}`;
  };
  return {
    async put(id, bytes) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: keyOf(id), Body: bytes }));
    },
    async get(id) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(id) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(id) {
      // Deleting a key that is not there succeeds, as on the disk.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(id) }));
    },
    close: () => client.destroy(),
  };
}
