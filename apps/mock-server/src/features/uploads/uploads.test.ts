import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, DEMO_USER_ID, MERCHANDIZER_EMAIL } from '../../seed/fixtures.ts';
import { simplePdf, solidPng } from '../../seed/util.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp();
const UPLOADS = '/api/v1/vendor/uploads';
const FILES = '/api/v1/files';

const PNG = solidPng(8, 8, '#c0392b');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
]);
const WEBP = (() => {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(32, 4);
  b.write('WEBPVP8 ', 8, 'ascii');
  return b;
})();
const PDF = simplePdf('Food hygiene certificate');

let admin: string;
let merchandizer: string;

beforeAll(async () => {
  admin = await t.tokenFor(DEMO_EMAIL);
  merchandizer = await t.tokenFor(MERCHANDIZER_EMAIL);
});

const upload = (
  bytes: Buffer,
  filename: string,
  purpose: string | undefined,
  token = admin,
  contentType = 'application/octet-stream',
) => {
  const req = t.api.post(UPLOADS).set('authorization', token);
  if (purpose !== undefined) req.field('purpose', purpose);
  return req.attach('file', bytes, { filename, contentType });
};

/**
 * An accepted upload (201) stored as `contentType` under a name ending in `.extension`, with the `other` fields given;
 * answers the stored media.
 */
async function expectStoredAs(
  request: ReturnType<typeof upload>,
  contentType: string,
  extension: string,
  other: Record<string, unknown> = {},
) {
  const res = await request.expect(201);
  expect(res.body.data).toMatchObject({
    filename: expect.stringMatching(new RegExp(`\\.${extension}$`)),
    meta: { documentType: contentType },
    ...other,
  });
  return res.body.data as { url: string };
}

/** The file behind `url` is served as `contentType`. */
async function expectServedAs(url: string, contentType: string) {
  const served = await t.api.get(url).expect(200);
  expect(served.headers['content-type']).toBe(contentType);
}

describe('uploadFile', () => {
  it('stores a PNG under a random name, records Media for the business, and serves it back', async () => {
    const res = await upload(PNG, 'my dinner.png', 'meal_image', merchandizer, 'image/png').expect(201);
    const m = res.body.data;
    expect(m).toMatchObject({
      purpose: 'meal_image',
      type: 'image',
      originalFilename: 'my dinner.png',
      meta: { bucketName: 'local', documentType: 'image/png' },
      deletedAt: null,
    });
    expect(m.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(m.url).toBe(`${FILES}/${m.filename}`);
    const row = await t.db.prisma.media.findUniqueOrThrow({ where: { id: m.id } });
    expect(row).toMatchObject({
      businessId: DEMO_BUSINESS_ID,
      storageKey: m.filename,
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(existsSync(path.join(t.app.env.dataDir, 'uploads', m.filename))).toBe(true);
    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: m.id } });
    expect(audit).toMatchObject({ eventType: 'created', itemType: 'upload', businessId: DEMO_BUSINESS_ID });

    const file = await t.api.get(m.url).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
  });

  it('accepts JPEG and WebP by their bytes, whatever the name and declared type', async () => {
    await expectStoredAs(upload(JPEG, 'photo.gif', 'avatar', admin, 'image/gif'), 'image/jpeg', 'jpg');
    const webp = await expectStoredAs(upload(WEBP, 'banner', 'banner'), 'image/webp', 'webp');
    await expectServedAs(webp.url, 'image/webp');
  });

  it('accepts a PDF only for documents', async () => {
    const doc = await expectStoredAs(
      upload(PDF, 'certificate.pdf', 'document', admin, 'application/pdf'),
      'application/pdf',
      'pdf',
      { type: 'document' },
    );
    await expectServedAs(doc.url, 'application/pdf');
    const img = await upload(PDF, 'certificate.pdf', 'meal_image', admin, 'application/pdf').expect(422);
    expect(img.body).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      errors: [{ field: 'file', error: expect.stringContaining('JPEG, PNG or WebP') }],
    });
  });

  it('takes a PNG named .pdf as the image it is (a photo of a document is a fine document)', async () => {
    await expectStoredAs(upload(PNG, 'scan.pdf', 'document', admin, 'application/pdf'), 'image/png', 'png', {
      type: 'image',
      originalFilename: 'scan.pdf',
    });
  });

  it('rejects a text file named .png (content is checked, not the name)', async () => {
    const before = await t.db.prisma.media.count();
    const res = await upload(
      Buffer.from('hello, I am not an image'),
      'evil.png',
      'meal_image',
      admin,
      'image/png',
    ).expect(422);
    expect(res.body.errors).toEqual([{ field: 'file', error: expect.any(String) }]);
    await upload(Buffer.alloc(0), 'empty.png', 'meal_image').expect(422);
    expect(await t.db.prisma.media.count()).toBe(before);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0);
    PNG.copy(big);
    const before = await t.db.prisma.media.count();
    const res = await upload(big, 'huge.png', 'meal_image', admin, 'image/png').expect(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', errors: [{ field: 'file' }] });
    expect(await t.db.prisma.media.count()).toBe(before);
    // the server is fine afterwards
    await upload(PNG, 'small.png', 'meal_image').expect(201);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const max = Buffer.alloc(10 * 1024 * 1024, 0);
    PNG.copy(max);
    const res = await upload(max, 'max.png', 'banner').expect(201);
    expect((await t.db.prisma.media.findUniqueOrThrow({ where: { id: res.body.data.id } })).size).toBe(max.length);
  });

  it('names missing or bad fields with 400', async () => {
    const noPurpose = await upload(PNG, 'a.png', undefined).expect(400);
    expect(noPurpose.body.errors).toEqual([{ field: 'purpose', error: 'Required' }]);
    const badPurpose = await upload(PNG, 'a.png', 'selfie').expect(400);
    expect(badPurpose.body.errors[0].field).toBe('purpose');
    const noFile = await t.api.post(UPLOADS).set('authorization', admin).field('purpose', 'banner').expect(400);
    expect(noFile.body.errors).toEqual([{ field: 'file', error: 'Required' }]);
    // a body that is not multipart is refused by its media type
    const json = await t.api.post(UPLOADS).set('authorization', admin).send({ purpose: 'banner' }).expect(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const extra = await upload(PNG, 'a.png', 'banner').field('colour', 'red').expect(400);
    expect(extra.body.errors).toEqual([{ field: 'colour', error: 'Unknown field' }]);
    const broken = await t.api
      .post(UPLOADS)
      .set('authorization', admin)
      .set('content-type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc')
      .expect(400);
    expect(broken.body.errors[0].field).toBe('file');
  });

  it('accepts the purpose after the file', async () => {
    const res = await t.api
      .post(UPLOADS)
      .set('authorization', admin)
      .attach('file', PNG, 'late.png')
      .field('purpose', 'avatar')
      .expect(201);
    expect(res.body.data.purpose).toBe('avatar');
  });

  it('needs a session', async () => {
    await t.api.post(UPLOADS).field('purpose', 'banner').attach('file', PNG, 'a.png').expect(401);
  });
});

describe('downloadFile', () => {
  it('serves a seeded file publicly with its content type and long-lived caching', async () => {
    const seeded = await t.db.prisma.media.findFirstOrThrow({
      where: { businessId: DEMO_BUSINESS_ID, purpose: 'meal_image' },
    });
    const res = await t.api.get(`${FILES}/${seeded.storageKey}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe(seeded.contentType);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((res.body as Buffer).length).toBe(seeded.size);
  });

  it('answers 404 for an unknown key and for a key without a file', async () => {
    await t.api.get(`${FILES}/00000000-0000-4000-8000-000000000000.png`).expect(404);
    const row = await t.db.prisma.media.create({
      data: {
        businessId: DEMO_BUSINESS_ID,
        uploadedById: DEMO_USER_ID,
        storageKey: 'ghost-file.png',
        url: `${FILES}/ghost-file.png`,
        contentType: 'image/png',
        size: 1,
        purpose: 'banner',
        originalFilename: 'ghost.png',
      },
    });
    await t.api.get(`${FILES}/${row.storageKey}`).expect(404);
  });

  it('rejects keys outside the pattern', async () => {
    const res = await t.api.get(`${FILES}/.hidden`).expect(400);
    expect(res.body.errors[0].field).toBe('key');
    await t.api.get(`${FILES}/..%2F..%2Fjwt-secret`).expect(400);
  });
});
