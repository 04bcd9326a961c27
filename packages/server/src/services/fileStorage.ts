// Where uploaded files live: DATA_DIR/uploads on this machine (the default), or an S3-compatible bucket
// shared by every process of the service. Keys are `<area>/<name>`, the same relative paths as the folder's, so a
// folder copied into a bucket (or back) keeps working. The checks, re-encoding and names stay in FileStore
// (services/files.ts): a storage only keeps bytes.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { Config, S3Settings } from '../config.js';
import { UPLOAD_AREAS } from './files.js';

/** A stored file opened for reading. */
export interface StoredFile {
  body: Readable;
  /** Bytes, as the storage reports them. */
  length: number;
}

/**
 * The store did not answer (refused, timed out, or a 5xx after the SDK's retries): the request answers 503 with this
 * message, and the store's own error is logged on the request's line. Not a configuration error: a wrong bucket or
 * wrong credentials still fail at start.
 */
export class StorageUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(readonly reason: unknown) {
    super('Service indisponible : le stockage des fichiers ne répond pas');
    this.name = 'StorageUnavailableError';
  }
}

export interface FileStorage {
  /** For logs and the backup: `folder <path>` or `s3://<bucket>`. */
  readonly description: string;
  /**
   * Creates the folders, or checks the bucket: a wrong bucket or wrong credentials fail at start (not at the first
   * upload); a store that does not answer does not stop the service from starting (answers the message to log),
   * so that a store outage during a deployment leaves the directory readable rather than every process restarting.
   */
  init(): Promise<string | undefined>;
  /** Whether the store answers now (readiness reports it). */
  check(): Promise<boolean>;
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** Undefined when no file has this key. */
  get(key: string): Promise<StoredFile | undefined>;
  exists(key: string): Promise<boolean>;
  /** The file's length in bytes without reading it (a HEAD request), undefined when no file has this key. */
  size(key: string): Promise<number | undefined>;
  /** Removing an absent key is not an error. */
  delete(key: string): Promise<void>;
  /** The names stored under `<area>/`, sorted. */
  list(area: string): Promise<string[]>;
  close(): void;
}

/** DATA_DIR/uploads/<area>/<name>. */
export class FolderStorage implements FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'uploads');
  }

  get description() {
    return `folder ${this.root}`;
  }

  async init() {
    await Promise.all(UPLOAD_AREAS.map((area) => mkdir(join(this.root, area), { recursive: true })));
    return undefined;
  }

  async check() {
    return true;
  }

  async put(key: string, data: Uint8Array) {
    const path = join(this.root, key);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, data);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const path = join(this.root, key);
    try {
      const info = await stat(path);
      return info.isFile() ? { body: createReadStream(path), length: info.size } : undefined;
    } catch {
      return undefined;
    }
  }

  async exists(key: string) {
    return (await this.size(key)) !== undefined;
  }

  async size(key: string) {
    try {
      const info = await stat(join(this.root, key));
      return info.isFile() ? info.size : undefined;
    } catch {
      return undefined;
    }
  }

  async delete(key: string) {
    await rm(join(this.root, key), { force: true });
  }

  async list(area: string) {
    const entries = await readdir(join(this.root, area), { withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  }

  close() {}
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** The store answered and refused (4xx: a wrong bucket, wrong credentials) rather than failed to answer. */
const isRefusal = (error: unknown) => {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  return status !== undefined && status >= 400 && status < 500;
};

/** Runs a call to the store; a store that does not answer becomes StorageUnavailableError (503). */
async function answered<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isRefusal(error) ? error : new StorageUnavailableError(error);
  }
}

/** An S3-compatible bucket through the AWS SDK v3. */
export class S3Storage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket;
    this.#client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      forcePathStyle: settings.forcePathStyle,
      // The SDK's newer default sends CRC32 checksums (aws-chunked bodies) that several S3-compatible servers refuse;
      // a checksum only where the API requires one works with AWS and with them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // without these a store that accepts a connection and never answers holds the request for ever; the SDK's
      // standard retry (3 attempts, exponential backoff with jitter) covers a store that restarts
      requestHandler: new NodeHttpHandler({
        connectionTimeout: Math.ceil(settings.timeoutMs / 5),
        requestTimeout: settings.timeoutMs,
        // the handler only warns on a request timeout unless told to fail the request
        throwOnRequestTimeout: true,
      }),
      maxAttempts: 3,
    });
  }

  get description() {
    return `s3://${this.#bucket}`;
  }

  async init() {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
      return undefined;
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (isRefusal(error)) {
        throw new Error(`The bucket S3_BUCKET='${this.#bucket}' refuses the service (${reason}); check S3_BUCKET, S3_REGION and the credentials`);
      }
      return `The store of S3_BUCKET='${this.#bucket}' does not answer (${reason}): uploads and images answer 503 until it does; check S3_ENDPOINT`;
    }
  }

  async check() {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }), { abortSignal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      return false;
    }
  }

  async put(key: string, data: Uint8Array, contentType: string) {
    await answered(() =>
      this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.byteLength,
          // names are never reused (a new upload gets a new name): the same caching as the service's answers
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const object = await answered(() => this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key })));
      if (!object.Body || object.ContentLength === undefined) return undefined;
      return { body: object.Body as Readable, length: object.ContentLength };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string) {
    return (await this.size(key)) !== undefined;
  }

  async size(key: string) {
    try {
      const head = await answered(() => this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key })));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string) {
    // S3 answers 204 for an absent key as for a present one
    await answered(() => this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key })));
  }

  async list(area: string) {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await answered(() => this.#client.send(new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: `${area}/`, ContinuationToken: token })));
      for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(area.length + 1));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort();
  }

  close() {
    this.#client.destroy();
  }
}

/** The storage the configuration names: S3_BUCKET's bucket, else DATA_DIR/uploads. */
export function fileStorageFor(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new FolderStorage(config.dataDir);
}
