// The S3 adapter against s3rver, a real S3-compatible server: it parses each request's AWS Signature V4 header and
// refuses unknown access keys (it does not recompute V4 signatures), stores objects on disk and answers in S3's own
// XML and errors, so the adapter's requests, key layout, content types and missing-key handling meet a real server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../env.ts';
import { DEMO_EMAIL } from '../../seed/fixtures.ts';
import { simplePdf, solidPng } from '../../seed/util.ts';
import { useTestApp } from '../../testing/harness.ts';
import { createStorage, LocalDiskStorage, S3Storage } from './storage.ts';

const BUCKET = 'kitchen-uploads';
const PNG = solidPng(8, 8, '#2e86c1');
const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
// s3rver's one account.
const config = (endpoint: string, accessKeyId = 'S3RVER'): S3Config => ({
  bucket: BUCKET,
  region: 'eu-west-2',
  endpoint,
  accessKeyId,
  secretAccessKey: 'S3RVER',
});

// The app below is configured as an operator would (S3_* variables), once s3rver's port is known: this hook runs
// before the one useTestApp adds, which reads the environment then.
const environment: NodeJS.ProcessEnv = { NODE_ENV: 'test' };
let endpoint = '';
beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  Object.assign(environment, {
    S3_BUCKET: BUCKET,
    S3_REGION: 'eu-west-2',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
const t = useTestApp(environment);
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('the S3 storage adapter', () => {
  it('is chosen when a bucket is configured, local disk otherwise', () => {
    expect(t.app.storage).toBeInstanceOf(S3Storage);
    expect(t.app.storage.bucketName).toBe(BUCKET);
    const local = createStorage({ dataDir: '/tmp/x', s3: undefined });
    expect(local).toBeInstanceOf(LocalDiskStorage);
    expect((local as LocalDiskStorage).dir).toBe('/tmp/x/uploads');
  });

  it('puts, gets and deletes objects with signed requests the server accepts', async () => {
    const storage = new S3Storage(config(endpoint));
    try {
      await storage.put('round-trip.png', PNG, 'image/png');
      const got = await storage.get('round-trip.png');
      expect(got).toMatchObject({ contentType: 'image/png', size: PNG.length });
      expect(Buffer.compare(await readAll(got!.body), PNG)).toBe(0);

      // Stored in the bucket under the key, with its type, as any S3 client sees it.
      const sdk = new S3Client({
        region: 'eu-west-2',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const head = await sdk.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'round-trip.png' }));
      expect(head).toMatchObject({ ContentType: 'image/png', ContentLength: PNG.length });
      sdk.destroy();

      await storage.delete('round-trip.png');
      expect(await storage.get('round-trip.png')).toBeNull();
      expect(await storage.get('never-stored.png')).toBeNull();
      await storage.delete('never-stored.png');
    } finally {
      await storage.destroy();
    }
  });

  it('sends its credentials in a V4 signature: an access key the server does not know is refused', async () => {
    const wrong = new S3Storage(config(endpoint, 'AKIDUNKNOWN'));
    try {
      await expect(wrong.put('refused.png', PNG, 'image/png')).rejects.toMatchObject({
        name: 'InvalidAccessKeyId',
      });
    } finally {
      await wrong.destroy();
    }
  });

  it('refuses keys that could leave the bucket prefix before sending anything', async () => {
    const storage = new S3Storage(config(endpoint));
    await expect(storage.put('../escape.png', PNG, 'image/png')).rejects.toThrow(/Unsafe storage key/);
    await storage.destroy();
  });
});

describe('uploads when the server stores in S3', () => {
  it('stores an image in the bucket and serves it back publicly', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    const res = await t.api
      .post('/api/v1/vendor/uploads')
      .set('authorization', auth)
      .field('purpose', 'meal_image')
      .attach('file', PNG, 'cloud.png')
      .expect(201);
    expect(res.body.data.meta.bucketName).toBe(BUCKET);
    const stored = await t.app.storage.get(res.body.data.filename);
    expect(Buffer.compare(await readAll(stored!.body), PNG)).toBe(0);
    const file = await t.api.get(res.body.data.url).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
  });

  it('keeps a private document behind its signed link', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    const pdf = simplePdf('Proof of identity');
    const res = await t.api
      .post('/api/v1/vendor/uploads')
      .set('authorization', auth)
      .field('purpose', 'document')
      .attach('file', pdf, 'passport.pdf')
      .expect(201);
    const { url, filename } = res.body.data as { url: string; filename: string };
    const viaLink = await t.api.get(url).buffer(true).expect(200);
    expect(viaLink.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(viaLink.body as Buffer, pdf)).toBe(0);
    await t.api.get(`/api/v1/files/${filename}`).expect(401);
  });
});
