/**
 * Uploads in an S3-compatible bucket (Amazon S3, Cloudflare R2, Backblaze B2, MinIO, Scaleway…),
 * through the official client, so several app servers see the same files. Configured by
 * S3_BUCKET (which turns it on), S3_REGION, S3_ENDPOINT (any provider other than Amazon: the
 * bucket is then addressed by path, which every such provider understands), S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY (else the SDK's usual sources: instance role, ~/.aws…).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from "@aws-sdk/client-s3";
import type { Storage } from "~/server/storage.server";
import { assertKey, isValidKey } from "~/server/storage-key.server";

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** The bucket from the environment, or null when S3_BUCKET is empty (local folder). */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  return {
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    accessKeyId,
    secretAccessKey,
  };
}

// One client (and its pool of connections) per configuration, for the life of the process.
const clients = new Map<string, S3Client>();

function clientFor(config: S3Config): S3Client {
  const id = JSON.stringify([
    config.region,
    config.endpoint,
    config.accessKeyId,
    config.secretAccessKey,
  ]);
  let client = clients.get(id);
  if (!client) {
    client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: Boolean(config.endpoint),
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: many S3-compatible services refuse the newer
      // CRC headers the SDK would otherwise add to every upload.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    clients.set(id, client);
  }
  return client;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

export function s3Storage(config: S3Config): Storage {
  const client = clientFor(config);
  const Bucket = config.bucket;

  return {
    async put(key, data, contentType) {
      assertKey(key);
      // One PUT is atomic: a reader sees the old object, or the whole new one.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }),
      );
    },

    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const data = await object.Body!.transformToByteArray();
        return { data, contentType: object.ContentType || "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          // Objects another tool put in the bucket under names we never write are not ours.
          if (object.Key && isValidKey(object.Key)) yield object.Key;
        }
      }
    },
  };
}
