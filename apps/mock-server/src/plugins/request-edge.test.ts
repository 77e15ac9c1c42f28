import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, DEMO_HANDLE } from '../seed/fixtures.ts';
import { townId } from '../testing/factories.ts';
import { useTestApp } from '../testing/harness.ts';

/** What every operation refuses at the edge, before a handler runs: the wiring of the contract in plugins/openapi.ts. */
const t = useTestApp();
const ZONES = '/api/v1/vendor/delivery-zones';
const BRANDING = '/api/v1/vendor/branding';

let admin: string;
let town: string;
beforeAll(async () => {
  admin = await t.tokenFor(DEMO_EMAIL);
  town = await townId(t, 'Camden', 'Camden Town');
});

const zoneCount = () => t.db.prisma.deliveryZone.count({ where: { businessId: DEMO_BUSINESS_ID } });

describe('bodies only as the media type the contract declares', () => {
  it('415 for a form-encoded body, which would otherwise skip the schema, and nothing is stored', async () => {
    const before = await zoneCount();
    const form = new URLSearchParams({ label: 'x'.repeat(5000), fee: '2', townIds: town }).toString();
    const res = await t.api
      .post(ZONES)
      .set('authorization', admin)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send(form)
      .expect(415);
    expect(res.body).toMatchObject({ success: false, statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.body.message).toContain('application/json');
    expect(await zoneCount()).toBe(before);

    await t.api
      .put(BRANDING)
      .set('authorization', admin)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('kitchenName=K&HandleName=not%20a%20handle!')
      .expect(415);
    const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: DEMO_BUSINESS_ID } });
    expect(business.handleName).toBe(DEMO_HANDLE);
  });

  it('415 for text, XML, multipart to a JSON operation, and JSON to the upload', async () => {
    const json = JSON.stringify({ label: 'Text zone', fee: 2, townIds: [town] });
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      const res = await t.api.post(ZONES).set('authorization', admin).set('content-type', type).send(json).expect(415);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const upload = await t.api
      .post('/api/v1/vendor/uploads')
      .set('authorization', admin)
      .send({ purpose: 'banner' })
      .expect(415);
    expect(upload.body.message).toContain('multipart/form-data');
  });

  it('415 for a body sent to an operation that takes none; an empty one labelled JSON is fine', async () => {
    const res = await t.api.get(BRANDING).set('authorization', admin).set('content-type', 'text/plain').send('hi');
    expect(res.status).toBe(415);
    await t.api.get(BRANDING).set('authorization', admin).set('content-type', 'application/json').expect(200);
  });

  it('JSON whatever the case of its media type and with a charset', async () => {
    await t.api
      .post(ZONES)
      .set('authorization', admin)
      .set('content-type', 'Application/JSON; charset=UTF-8')
      .send(JSON.stringify({ label: 'Case zone', fee: 2, townIds: [town] }))
      .expect(201);
  });

  it('400 naming body when a required body is missing, with or without a content type', async () => {
    const bare = await t.api.post(ZONES).set('authorization', admin).expect(400);
    expect(bare.body.errors).toEqual([{ field: 'body', error: 'Required' }]);
    const labelled = await t.api.post(ZONES).set('authorization', admin).set('content-type', 'application/json');
    expect(labelled.status).toBe(400);
    expect(labelled.body.errors).toEqual([{ field: 'body', error: 'Required' }]);
  });

  it('401 comes before the media type', async () => {
    await t.api.post(ZONES).set('content-type', 'text/plain').send('x').expect(401);
  });
});

describe('text without control characters', () => {
  it('400 naming the field for NUL and other control characters in a body string, and nothing is stored', async () => {
    const before = await zoneCount();
    for (const label of ['nul\u0000inside', 'bell\u0007', 'new\nline', 'c1\u0085', 'lone \ud800 half']) {
      const res = await t.api
        .post(ZONES)
        .set('authorization', admin)
        .send({ label, fee: 2, townIds: [town] });
      expect(res.status, JSON.stringify(label)).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'label', error: 'Must not contain control characters or new lines' }]);
    }
    expect(await zoneCount()).toBe(before);
  });

  it('new lines and tabs only where the contract marks the text multiline', async () => {
    const body = { kitchenName: 'Mama Ada', HandleName: DEMO_HANDLE };
    await t.api
      .put(BRANDING)
      .set('authorization', admin)
      .send({ ...body, KitchenDescription: 'Line one\n\tLine two' })
      .expect(200);
    const res = await t.api
      .put(BRANDING)
      .set('authorization', admin)
      .send({ ...body, KitchenDescription: 'Zero\u0000byte' })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'KitchenDescription', error: 'Must not contain control characters other than new lines and tabs' },
    ]);
  });

  it('400 naming a query parameter holding NUL', async () => {
    const res = await t.api.get('/api/v1/vendor/business/meals?search=a%00b').set('authorization', admin).expect(400);
    expect(res.body.errors).toEqual([{ field: 'search', error: 'Must not contain control characters or new lines' }]);
  });
});

describe('page numbers bounded', () => {
  it.each(['1e400', 'Infinity', '99999999999999999999', '1000001', 'NaN'])('pageNumber=%s is a 400', async (value) => {
    const res = await t.api.get(`/api/v1/vendor/audit-events?pageNumber=${value}`).set('authorization', admin);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['pageNumber']);
  });

  it('the largest page number answers an empty page', async () => {
    const res = await t.api.get('/api/v1/vendor/audit-events?pageNumber=1000000').set('authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});
