import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Env, S3Config } from '../../env.ts';

/** A stored file as read back. */
export interface StoredFile {
  body: Readable;
  contentType: string | undefined;
  size: number | undefined;
}

/** Keyed blob storage for uploads. Keys are the random stored names (`<uuid>.<ext>`), never client file names. */
export interface FileStorage {
  /** Shown as Media.meta.bucketName. */
  readonly bucketName: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys come from the contract's FileKey pattern; refuse anything that could leave the directory anyway. */
function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(key) || key.includes('..'))
    throw new Error(`Unsafe storage key "${key}"`);
}

/** Files under one directory, named by their key (the seed writes `<dataDir>/uploads/<storageKey>` the same way). */
export class LocalDiskStorage implements FileStorage {
  readonly bucketName = 'local';

  constructor(readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    assertSafeKey(key);
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, key), bytes, { flag: 'wx' });
  }

  async get(key: string): Promise<StoredFile | null> {
    assertSafeKey(key);
    const file = path.join(this.dir, key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), contentType: undefined, size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await rm(path.join(this.dir, key), { force: true });
  }
}

/** Any S3-compatible service (AWS S3, MinIO, Cloudflare R2, ...). Path-style addressing when an endpoint is given. */
export class S3Storage implements FileStorage {
  readonly bucketName: string;
  private sdk: Promise<{ client: S3Client; mod: typeof import('@aws-sdk/client-s3') }> | undefined;

  constructor(private readonly config: S3Config) {
    this.bucketName = config.bucket;
  }

  /** The SDK is loaded on first use, so local-disk installs never pay for it. */
  private load() {
    this.sdk ??= import('@aws-sdk/client-s3').then((mod) => {
      const c = this.config;
      const client = new mod.S3Client({
        region: c.region,
        ...(c.endpoint ? { endpoint: c.endpoint, forcePathStyle: true } : {}),
        ...(c.accessKeyId && c.secretAccessKey
          ? { credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey } }
          : {}),
        // Many S3-compatible services do not support the newer default integrity checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { client, mod };
    });
    return this.sdk;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { client, mod } = await this.load();
    await client.send(
      new mod.PutObjectCommand({
        Bucket: this.bucketName,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertSafeKey(key);
    const { client, mod } = await this.load();
    try {
      const out = await client.send(new mod.GetObjectCommand({ Bucket: this.bucketName, Key: key }));
      if (!out.Body) return null;
      return { body: out.Body as Readable, contentType: out.ContentType, size: out.ContentLength };
    } catch (error) {
      const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { client, mod } = await this.load();
    await client.send(new mod.DeleteObjectCommand({ Bucket: this.bucketName, Key: key }));
  }

  async destroy(): Promise<void> {
    if (this.sdk) (await this.sdk).client.destroy();
  }
}

/** S3 when S3_BUCKET is configured, otherwise `<dataDir>/uploads`. */
export function createStorage(env: Pick<Env, 's3' | 'dataDir'>): FileStorage {
  return env.s3 ? new S3Storage(env.s3) : new LocalDiskStorage(path.join(env.dataDir, 'uploads'));
}
