// An S3-compatible server for tests: s3rver in this process, on 127.0.0.1 and a free port, keeping its
// objects in a temporary folder that close() removes. Its only account is S3RVER / S3RVER.
//   const s3 = await startS3Server();           // one bucket, created empty
//   loadConfig({ ...s3.env, DATA_DIR })          // or { ...config, s3: s3.settings }
//   await s3.close();
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config.js';

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Config['s3'] for this server and bucket (path-style addressing). */
  settings: S3Settings;
  /** The S3_* variables naming this server and bucket, for a process started with them. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE', string>;
  /** Stops the server and removes its objects. */
  close(): Promise<void>;
}

export async function startS3Server(options: { bucket?: string } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'annuaire-test';
  const directory = await mkdtemp(join(tmpdir(), 'annuaire-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    region,
    ...credentials,
    settings: { bucket, endpoint, region, credentials, forcePathStyle: true, timeoutMs: 10_000 },
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // keep-alive sockets of clients still open would hold close() until they time out
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
