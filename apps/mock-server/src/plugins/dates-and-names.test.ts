import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, DEMO_HANDLE } from '../seed/fixtures.ts';
import { useTestApp } from '../testing/harness.ts';

/** Dates the database cannot hold and names hiding invisible characters are refused at the edge, naming the field. */
const t = useTestApp();
const API = '/api/v1/vendor';
const KITCHEN = `/api/storefront/v1/kitchens/${DEMO_HANDLE}`;
const INVISIBLE = 'Must not contain invisible formatting characters';

let admin: string;
beforeAll(async () => {
  admin = await t.tokenFor(DEMO_EMAIL);
});

describe('dates outside the years 0001 to 9999', () => {
  it.each([
    ['/business/orders?from=0000-01-01', 'from'],
    ['/business/orders?to=0000-12-31', 'to'],
    ['/business/orders/export?from=0000-01-01', 'from'],
    ['/business/orders/prep-list?deliveryDate=0000-01-01', 'deliveryDate'],
    ['/audit-events?from=0000-01-01', 'from'],
    ['/audit-events/export?to=0000-01-01', 'to'],
  ])('GET %s is a 400 naming %s', async (path, field) => {
    const res = await t.api.get(`${API}${path}`).set('authorization', admin).expect(400);
    expect(res.body.errors).toEqual([{ field, error: 'Must be a valid date' }]);
  });

  it('a body date of year 0000 is a 400 naming the field, and nothing changes', async () => {
    const before = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL } });
    const res = await t.api.patch(`${API}/profile`).set('authorization', admin).send({ dob: '0000-01-01' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'dob', error: 'Must be a valid date' }]);
    const after = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL } });
    expect(after.dob).toEqual(before.dob);
  });

  it('the storefront too: a menu for year 0000 is a 400 naming date', async () => {
    const res = await t.api.get(`${KITCHEN}/menu?date=0000-01-01`).expect(400);
    expect(res.body.errors).toEqual([{ field: 'date', error: 'Must be a valid date' }]);
  });

  it('the first and last days of the range are fine', async () => {
    await t.api.get(`${API}/business/orders?from=0001-01-01&to=9999-12-31`).set('authorization', admin).expect(200);
  });
});

describe('names with invisible characters', () => {
  it('a role "Admin\\u200bistrator" is refused naming name, and no role is made', async () => {
    const res = await t.api
      .post(`${API}/roles`)
      .set('authorization', admin)
      .send({ name: 'Admin\u200bistrator', permissions: ['team.view'] })
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'name', error: INVISIBLE }]);
    expect(
      await t.db.prisma.role.count({ where: { businessId: DEMO_BUSINESS_ID, name: { contains: 'istrator' } } }),
    ).toBe(1);
  });

  it.each([
    ['PATCH', '/profile', { firstName: '\u202eAda' }, 'firstName'],
    ['PATCH', '/profile', { lastName: 'Lovelace\ufeff' }, 'lastName'],
    ['PUT', '/branding', { kitchenName: 'Mama\u2060Ada', HandleName: 'mama-ada' }, 'kitchenName'],
    ['POST', '/delivery-zones', { label: 'Zone\u{E0041}', fee: 2, townIds: [] }, 'label'],
  ])('%s %s with %j is a 400 naming %s', async (method, path, body, field) => {
    const res = await t.api[method === 'PUT' ? 'put' : method === 'POST' ? 'post' : 'patch'](`${API}${path}`)
      .set('authorization', admin)
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, error: INVISIBLE });
  });

  it("a customer's name at the storefront checkout is a name too", async () => {
    const res = await t.api
      .post(`${KITCHEN}/checkouts`)
      .send({ customer: { name: 'Ama\u200bra Okafor', email: 'amara@example.com', phone: '07700900123' } })
      .expect(400);
    expect(res.body.errors).toContainEqual({ field: 'customer.name', error: INVISIBLE });
  });

  it('emoji sequences are no trick: a joined emoji and the flag of England are kept', async () => {
    const name = 'England 🏴󠁧󠁢󠁥󠁮󠁧󠁿 👩‍🍳';
    const res = await t.api
      .post(`${API}/roles`)
      .set('authorization', admin)
      .send({ name, permissions: ['team.view'] })
      .expect(201);
    expect(res.body.data.name).toBe(name);
  });
});
