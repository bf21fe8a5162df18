/**
 * A real S3-compatible server (s3rver) on loopback with one empty bucket, its objects in a
 * throw-away folder. `env` holds the S3_* variables that point the site (getStorage, a server
 * started by tests/helpers/server.ts) at it; `use()` sets them in this process until `close()`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface S3Bucket {
  readonly endpoint: string;
  readonly bucket: string;
  readonly env: Record<string, string>;
  /** Points this process's getStorage() at the bucket (until close). */
  use(): void;
  close(): Promise<void>;
}

const ENV_NAMES = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

export async function startS3Bucket(bucket = "televersements"): Promise<S3Bucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's fixed credentials.
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  const saved = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
  let used = false;
  let closed = false;
  return {
    endpoint,
    bucket,
    env,
    use() {
      used = true;
      Object.assign(process.env, env);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (used) {
        for (const name of ENV_NAMES) {
          if (saved[name] === undefined) delete process.env[name];
          else process.env[name] = saved[name];
        }
      }
      // Keep-alive connections of the site's S3 client would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
