import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_HANDLE, OTHER_BUSINESS_ID, OTHER_HANDLE } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { mediaRow, newVendor } from '../../testing/factories.ts';
import { expectReadAccess, expectReadBody, useSeededPeople } from '../../testing/people.ts';

const t = useTestApp();
const people = useSeededPeople(t);
const URL = '/api/v1/vendor/branding';

const save = (token: string, body: object) => t.api.put(URL).set('authorization', token).send(body);

describe('GET /vendor/branding', () => {
  it("answers the kitchen's branding under the contract's wire names, with the banner's url", async () => {
    const business = await t.db.prisma.business.findUniqueOrThrow({
      where: { id: DEMO_BUSINESS_ID },
      include: { bannerMedia: true },
    });
    await expectReadBody(t, URL, people.admin, {
      kitchenName: "Mama Ada's Kitchen",
      HandleName: DEMO_HANDLE,
      KitchenDescription: business.kitchenDescription,
      Address: business.address,
      Banner: business.bannerMedia!.url,
      bannerId: business.bannerMediaId,
    });
  });

  it('a new vendor has empty branding; another business sees its own', async () => {
    const fresh = await newVendor(t, 'brand');
    const res = await t.api.get(URL).set('authorization', fresh.token).expect(200);
    expect(res.body.data).toEqual({
      kitchenName: null,
      HandleName: null,
      KitchenDescription: null,
      Address: null,
      Banner: null,
      bannerId: null,
    });
    const o = await t.api.get(URL).set('authorization', people.other).expect(200);
    expect(o.body.data.HandleName).toBe(OTHER_HANDLE);
  });

  it('Business Manager may view; 401 without a token; 403 for Merchandizer (no branding.view)', async () => {
    await expectReadAccess(t, URL, { allowed: people.manager, denied: people.merch, permission: 'branding.view' });
  });
});

describe('PUT /vendor/branding', () => {
  it('saves the branding, keeps the banner when bannerId is left out, and audits it', async () => {
    const before = await t.api.get(URL).set('authorization', people.admin).expect(200);
    const res = await save(people.admin, {
      kitchenName: '  Mama Ada Kitchen ',
      HandleName: 'Mama-Ada',
      KitchenDescription: 'West African home cooking from Peckham.',
      Address: '12 Rye Lane, London SE15 5BY',
    }).expect(200);
    expect(res.body.data).toEqual({
      kitchenName: 'Mama Ada Kitchen',
      HandleName: 'mama-ada',
      KitchenDescription: 'West African home cooking from Peckham.',
      Address: '12 Rye Lane, London SE15 5BY',
      Banner: before.body.data.Banner,
      bannerId: before.body.data.bannerId,
    });
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { businessId: DEMO_BUSINESS_ID, itemType: 'branding' },
      orderBy: { createdAt: 'desc' },
    });
    expect(event).toMatchObject({ eventType: 'updated', itemAffected: 'Mama Ada Kitchen' });
    expect(event.description).toMatch(/kitchen name, handle \(now @mama-ada\), description, address/);
  });

  it('sets a new banner from an upload of purpose banner, and null removes it', async () => {
    const banner = await mediaRow(t, DEMO_BUSINESS_ID, 'banner');
    const res = await save(people.admin, {
      kitchenName: 'Mama Ada Kitchen',
      HandleName: 'mama-ada',
      bannerId: banner.id,
    }).expect(200);
    expect(res.body.data).toMatchObject({ Banner: banner.url, bannerId: banner.id });
    const removed = await save(people.manager, {
      kitchenName: 'Mama Ada Kitchen',
      HandleName: 'mama-ada',
      bannerId: null,
    }).expect(200);
    expect(removed.body.data).toMatchObject({ Banner: null, bannerId: null });
  });

  it("422 naming bannerId for another business's banner, a non-banner upload or an unknown id", async () => {
    const foreign = await mediaRow(t, OTHER_BUSINESS_ID, 'banner');
    const res = await save(people.admin, { kitchenName: 'K', HandleName: 'mama-ada', bannerId: foreign.id }).expect(
      422,
    );
    expect(res.body.errors).toEqual([{ field: 'bannerId', error: expect.any(String) }]);
    const avatar = await mediaRow(t, DEMO_BUSINESS_ID, 'avatar');
    await save(people.admin, { kitchenName: 'K', HandleName: 'mama-ada', bannerId: avatar.id }).expect(422);
    await save(people.admin, {
      kitchenName: 'K',
      HandleName: 'mama-ada',
      bannerId: '00000000-0000-4000-8000-000000000000',
    }).expect(422);
    expect((await t.db.prisma.business.findUniqueOrThrow({ where: { id: DEMO_BUSINESS_ID } })).kitchenName).toBe(
      'Mama Ada Kitchen',
    );
  });

  it('409 naming HandleName when another vendor holds the handle, whatever its case', async () => {
    for (const handle of [OTHER_HANDLE, OTHER_HANDLE.toUpperCase(), 'Nonna-Rosas-Kitchen']) {
      const res = await save(people.admin, { kitchenName: 'Mama Ada Kitchen', HandleName: handle }).expect(409);
      expect(res.body.errors).toEqual([{ field: 'HandleName', error: 'Already taken by another kitchen' }]);
      expect(res.body.message).toContain(handle);
    }
    // and the other way round: a new vendor cannot take the demo's handle
    const fresh = await newVendor(t, 'handle');
    await save(fresh.token, { kitchenName: 'Copycat', HandleName: 'MAMA-ADA' }).expect(409);
    // its own handle in another case is fine
    await save(people.admin, { kitchenName: 'Mama Ada Kitchen', HandleName: 'MAMA-ADA' }).expect(200);
  });

  it('two vendors claiming one new handle at once: one wins, the other gets 409', async () => {
    const a = await newVendor(t, 'race-a');
    const b = await newVendor(t, 'race-b');
    const [ra, rb] = await Promise.all([
      save(a.token, { kitchenName: 'A', HandleName: 'Same-Handle' }),
      save(b.token, { kitchenName: 'B', HandleName: 'same-handle' }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    expect(await t.db.prisma.business.count({ where: { handleName: 'same-handle' } })).toBe(1);
  });

  it.each([
    [{ HandleName: 'ok-handle' }, 'kitchenName'],
    [{ kitchenName: 'K' }, 'HandleName'],
    [{ kitchenName: '', HandleName: 'ok-handle' }, 'kitchenName'],
    [{ kitchenName: '   ', HandleName: 'ok-handle' }, 'kitchenName'],
    [{ kitchenName: 'K', HandleName: 'ab' }, 'HandleName'],
    [{ kitchenName: 'K', HandleName: 'has space' }, 'HandleName'],
    [{ kitchenName: 'K', HandleName: 'émile' }, 'HandleName'],
    [{ kitchenName: 'K', HandleName: 'x'.repeat(31) }, 'HandleName'],
    [{ kitchenName: 'K', HandleName: 'ok-handle', KitchenDescription: 'x'.repeat(1001) }, 'KitchenDescription'],
    [{ kitchenName: 'K', HandleName: 'ok-handle', Address: 5 }, 'Address'],
    [{ kitchenName: 'K', HandleName: 'ok-handle', bannerId: 'nope' }, 'bannerId'],
    [{ kitchenName: 'K', HandleName: 'ok-handle', Banner: 'http://x' }, 'Banner'],
    [{ kitchenName: 'K', HandleName: 'ok-handle', handleName: 'x' }, 'handleName'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await save(people.admin, body).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('401 without a token; 403 for Merchandizer (no branding.manage)', async () => {
    const body = { kitchenName: 'K', HandleName: 'merch-handle' };
    await t.api.put(URL).send(body).expect(401);
    const res = await save(people.merch, body).expect(403);
    expect(res.body.message).toMatch(/branding\.manage/);
  });
});
