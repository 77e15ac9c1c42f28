import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, MERCHANDIZER_EMAIL, OTHER_EMAIL } from '../../seed/fixtures.ts';
import { simplePdf, solidPng } from '../../seed/util.ts';
import { useTestApp } from '../../testing/harness.ts';
import { asciiHex, pdfWithStreams, SCRIPT } from '../../testing/pdf.ts';
import { SIGNED_URL_TTL_SECONDS } from './file-access.ts';

// Identity documents and certificates are private; images are public; oversized images and active PDFs are refused.
const t = useTestApp();
const UPLOADS = '/api/v1/vendor/uploads';
let admin: string;

beforeAll(async () => {
  admin = await t.tokenFor(DEMO_EMAIL);
});

const upload = (bytes: Buffer, filename: string, purpose: string, token = admin) =>
  t.api.post(UPLOADS).set('authorization', token).field('purpose', purpose).attach('file', bytes, { filename });

const pdfWith = (catalogExtra: string) =>
  Buffer.from(
    simplePdf('Certificate').toString('latin1').replace('<< /Type /Catalog', `<< /Type /Catalog ${catalogExtra}`),
    'latin1',
  );

describe('private documents', () => {
  it('are served only with a token of the owning business or a fresh signed link, never cached', async () => {
    const doc = await upload(simplePdf('Proof of identity'), 'passport.pdf', 'document').expect(201);
    const { url, filename } = doc.body.data as { url: string; filename: string };
    expect(url).toMatch(new RegExp(`^/api/v1/files/${filename}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const plain = `/api/v1/files/${filename}`;

    // anyone holding the bare link: refused
    await t.api.get(plain).expect(401);
    // another business: as if it did not exist
    await t.api
      .get(plain)
      .set('authorization', await t.tokenFor(OTHER_EMAIL))
      .expect(404);
    // any member of the owning business
    const member = await t.api
      .get(plain)
      .set('authorization', await t.tokenFor(MERCHANDIZER_EMAIL))
      .expect(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    // the signed link, until it expires
    const signed = await t.api.get(url).expect(200);
    expect(signed.headers['cache-control']).toBe('private, no-store');
    const altered = url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    await t.api.get(altered).expect(401);
    t.clock.advance((SIGNED_URL_TTL_SECONDS + 1) * 1000);
    const expired = await t.api.get(url).expect(401);
    expect(expired.body.message).toMatch(/expired/);
  });

  it('meal images stay public with long caching', async () => {
    const img = await upload(solidPng(4, 4, '#27ae60'), 'dish.png', 'meal_image').expect(201);
    const served = await t.api.get(img.body.data.url).expect(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toBeUndefined();
  });
});

describe('dangerous content', () => {
  it('refuses images above 40 megapixels, read from the header (422 naming file)', async () => {
    const png = Buffer.from(solidPng(4, 4, '#27ae60'));
    png.writeUInt32BE(8000, 16);
    png.writeUInt32BE(6000, 20);
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]),
      Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x27, 0x10, 0x27, 0x10, 0x03]),
      Buffer.alloc(32, 0),
    ]);
    const webp = Buffer.alloc(40);
    webp.write('RIFF', 0, 'latin1');
    webp.writeUInt32LE(32, 4);
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(9999, 24, 3);
    webp.writeUIntLE(9999, 27, 3);
    for (const [bytes, name] of [
      [png, 'huge.png'],
      [jpeg, 'huge.jpg'],
      [webp, 'huge.webp'],
    ] as const) {
      const res = await upload(bytes, name, 'meal_image').expect(422);
      expect(res.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', errors: [{ field: 'file' }] });
    }
    // 40 megapixels exactly is fine
    png.writeUInt32BE(8000, 16);
    png.writeUInt32BE(5000, 20);
    await upload(png, 'big.png', 'meal_image').expect(201);
  });

  it('refuses PDFs with scripts, launch actions, embedded files or automatic actions, even hidden (422)', async () => {
    const hidden = deflateSync(Buffer.from('<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>'));
    const compressed = Buffer.concat([
      simplePdf('Certificate'),
      Buffer.from(`\n9 0 obj\n<< /Length ${hidden.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      hidden,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    for (const bytes of [
      pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      pdfWith('/OpenAction << /S /Launch /F (cmd.exe) >>'),
      pdfWith('/Names << /EmbeddedFiles << /Names [(a.exe) << /Type /EmbeddedFile >>] >> >>'),
      pdfWith('/AA << /O 5 0 R >>'),
      pdfWith('/OpenAction << /S /J#61vaScript /J#53 (x) >>'),
      compressed,
      pdfWithStreams([{ dict: '/Filter /ASCIIHexDecode', data: asciiHex(SCRIPT) }]),
      pdfWithStreams([{ dict: '/Filter [/ASCIIHexDecode /FlateDecode]', data: asciiHex(deflateSync(SCRIPT)) }]),
    ]) {
      const res = await upload(bytes, 'certificate.pdf', 'document').expect(422);
      expect(res.body).toMatchObject({ code: 'ACTIVE_CONTENT', errors: [{ field: 'file' }] });
    }
    // a plain document, or one whose OpenAction only opens a page, is fine
    await upload(pdfWith('/OpenAction [3 0 R /Fit]'), 'certificate.pdf', 'document').expect(201);
  });

  it('refuses a PDF it cannot read whole (422 naming file): a decompression bomb, an unknown filter', async () => {
    const before = await t.db.prisma.media.count();
    const bomb = pdfWithStreams([{ dict: '/Filter /FlateDecode', data: deflateSync(Buffer.alloc(60 * 1024 * 1024)) }]);
    const unknown = pdfWithStreams([{ dict: '/Filter /BrotliDecode', data: SCRIPT }]);
    for (const [bytes, reason] of [
      [bomb, /more than 50 MB/],
      [unknown, /BrotliDecode/],
    ] as const) {
      const res = await upload(bytes, 'certificate.pdf', 'document').expect(422);
      expect(res.body).toMatchObject({
        code: 'UNINSPECTABLE_PDF',
        errors: [{ field: 'file', error: expect.stringMatching(reason) }],
      });
    }
    expect(await t.db.prisma.media.count()).toBe(before);
  });
});
