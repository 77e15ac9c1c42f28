import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { newVendor } from '../../testing/factories.ts';
import { useSeededPeople } from '../../testing/people.ts';
import { useSeededTowns } from '../../testing/towns.ts';

// The business's delivery zones: listing, creating, changing and deleting them.
const t = useTestApp();
const people = useSeededPeople(t, { withAssistant: true });
const town = useSeededTowns(t);

const ZONES = '/api/v1/vendor/delivery-zones';

let otherZoneId: string;
let london1Id: string;

beforeAll(async () => {
  otherZoneId = (await t.db.prisma.deliveryZone.findFirstOrThrow({ where: { businessId: OTHER_BUSINESS_ID } })).id;
  london1Id = (
    await t.db.prisma.deliveryZone.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID, label: 'London 1' } })
  ).id;
});

const create = (token: string, body: object) => t.api.post(ZONES).set('authorization', token).send(body);
const patch = (token: string, id: string, body: object) =>
  t.api.patch(`${ZONES}/${id}`).set('authorization', token).send(body);

describe('GET /vendor/delivery-zones', () => {
  it("lists the business's zones with fee in pounds and towns with their area as parent", async () => {
    const res = await t.api.get(ZONES).set('authorization', people.admin).expect(200);
    const zones = res.body.data as {
      id: string;
      label: string;
      fee: number;
      towns: { id: string; value: string; slug: string; parent: string }[];
    }[];
    expect(zones.map((z) => z.label)).toEqual(expect.arrayContaining(['London 1', 'London 2', 'South East 1']));
    expect(zones.map((z) => z.label)).not.toContain('North West 1');
    const london1 = zones.find((z) => z.label === 'London 1')!;
    expect(london1.fee).toBe(3.5);
    expect(london1.towns).toHaveLength(8);
    const peckham = london1.towns.find((x) => x.value === 'Peckham')!;
    const southwark = await t.db.prisma.area.findFirstOrThrow({ where: { name: 'Southwark' } });
    expect(peckham).toEqual({ id: town.Peckham, value: 'Peckham', slug: expect.any(String), parent: southwark.id });
  });

  it('shows another business only its own zones', async () => {
    const res = await t.api.get(ZONES).set('authorization', people.other).expect(200);
    expect(res.body.data.map((z: { label: string }) => z.label)).toEqual(['North West 1']);
  });

  it('Merchandizer may view; 401 without a token; 403 without delivery.view', async () => {
    await t.api.get(ZONES).set('authorization', people.merch).expect(200);
    await t.api.get(ZONES).expect(401);
    await t.api.get(ZONES).set('authorization', people.assistant).expect(403);
  });
});

describe('POST /vendor/delivery-zones', () => {
  it('creates a zone: fee in pounds on the wire, pence in storage, audited', async () => {
    const res = await create(people.admin, {
      label: 'North London 1',
      fee: 4.25,
      townIds: [town['Camden Town'], town.Islington],
    }).expect(201);
    expect(res.body).toMatchObject({ success: true, status: 'success' });
    expect(res.body.data).toMatchObject({ label: 'North London 1', fee: 4.25 });
    expect(res.body.data.towns.map((x: { value: string }) => x.value)).toEqual(['Camden Town', 'Islington']);
    const row = await t.db.prisma.deliveryZone.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({ businessId: DEMO_BUSINESS_ID, feePence: 425, version: 1 });
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: row.id, eventType: 'created' } });
    expect(event).toMatchObject({
      itemType: 'delivery_zone',
      itemAffected: 'North London 1',
      businessId: DEMO_BUSINESS_ID,
    });
    expect(event.description).toMatch(/£4\.25.*Camden Town, Islington/);
    const listed = await t.api.get(ZONES).set('authorization', people.admin).expect(200);
    expect(listed.body.data.map((z: { label: string }) => z.label)).toContain('North London 1');
  });

  /** Creating a zone `label` with towns of other zones is a 409 with `message`, and no zone is stored. */
  async function expectTownClash(label: string, townIds: string[], message: string) {
    const res = await create(people.admin, { label, fee: 3, townIds }).expect(409);
    expect(res.body.message).toBe(message);
    expect(await t.db.prisma.deliveryZone.count({ where: { label } })).toBe(0);
    return res.body.errors as { field: string; error: string }[];
  }

  it('409 when a town is already in another zone of the business, naming the zone', async () => {
    const message = 'Peckham is already in the zone "London 1"';
    const errors = await expectTownClash('South London X', [town.Margate, town.Peckham], message);
    expect(errors).toEqual([{ field: 'townIds.1', error: message }]);
  });

  it('names every clashing town', async () => {
    const message = 'Peckham is already in the zone "London 1" (and 1 more town is in other zones)';
    const errors = await expectTownClash('South London Y', [town.Peckham, town.Brixton], message);
    expect(errors.map((e) => e.field)).toEqual(['townIds.0', 'townIds.1']);
  });

  it('another business may use the same towns', async () => {
    const res = await create(people.other, { label: 'London outpost', fee: 6, townIds: [town.Peckham] }).expect(201);
    expect(res.body.data.towns[0].value).toBe('Peckham');
  });

  it('409 naming label when the business already has a zone of that name (case-insensitive)', async () => {
    const res = await create(people.admin, { label: '  london 1 ', fee: 3, townIds: [town.Canterbury] }).expect(409);
    expect(res.body.errors).toEqual([{ field: 'label', error: 'Already used by the zone "London 1"' }]);
  });

  it.each([
    [{ label: 'Z', fee: 0, townIds: ['00000000-0000-4000-8000-000000000000'] }, 'fee'],
    [{ label: 'Z', fee: -2, townIds: ['00000000-0000-4000-8000-000000000000'] }, 'fee'],
    [{ label: 'Z', fee: '3.50', townIds: ['00000000-0000-4000-8000-000000000000'] }, 'fee'],
    [{ label: 'Z', fee: 3.555, townIds: ['00000000-0000-4000-8000-000000000000'] }, 'fee'],
    [{ label: 'Z', fee: 1000.01, townIds: ['00000000-0000-4000-8000-000000000000'] }, 'fee'],
    [{ label: 'Z', townIds: ['00000000-0000-4000-8000-000000000000'] }, 'fee'],
    [{ fee: 3, townIds: ['00000000-0000-4000-8000-000000000000'] }, 'label'],
    [{ label: '', fee: 3, townIds: ['00000000-0000-4000-8000-000000000000'] }, 'label'],
    [{ label: '   ', fee: 3, townIds: ['00000000-0000-4000-8000-000000000000'] }, 'label'],
    [{ label: 'Z', fee: 3, townIds: [] }, 'townIds'],
    [{ label: 'Z', fee: 3, townIds: ['not-a-uuid'] }, 'townIds.0'],
    [{ label: 'Z', fee: 3 }, 'townIds'],
    [{ label: 'Z', fee: 3, townIds: ['00000000-0000-4000-8000-000000000000'], extra: true }, 'extra'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await create(people.admin, body).expect(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('400 for the same town twice', async () => {
    const res = await create(people.admin, { label: 'Twice', fee: 3, townIds: [town.Dover, town.Dover] }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('townIds');
  });

  it('422 naming townIds.N for a town that does not exist', async () => {
    const res = await create(people.admin, {
      label: 'Ghost towns',
      fee: 3,
      townIds: [town.Dover, randomUUID()],
    }).expect(422);
    expect(res.body.errors).toEqual([{ field: 'townIds.1', error: 'Unknown town' }]);
    expect(await t.db.prisma.deliveryZone.count({ where: { label: 'Ghost towns' } })).toBe(0);
  });

  it('401 without a token; 403 for Merchandizer (no delivery.manage); Business Manager may create', async () => {
    const body = { label: 'Manager zone', fee: 2.5, townIds: [town.Folkestone] };
    await t.api.post(ZONES).send(body).expect(401);
    const denied = await create(people.merch, body).expect(403);
    expect(denied.body.message).toMatch(/delivery\.manage/);
    await create(people.manager, body).expect(201);
  });

  it('two simultaneous creates claiming one town: exactly one wins, the other is a 409 naming the zone', async () => {
    const [a, b] = await Promise.all([
      create(people.admin, { label: 'Race A', fee: 3, townIds: [town.Canterbury] }),
      create(people.admin, { label: 'Race B', fee: 3, townIds: [town.Canterbury] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 201 ? a : b;
    expect(loser.body.message).toBe(`Canterbury is already in the zone "${winner.body.data.label}"`);
    expect(
      await t.db.prisma.deliveryZoneTown.count({ where: { businessId: DEMO_BUSINESS_ID, townId: town.Canterbury } }),
    ).toBe(1);
  });
});

describe('PATCH /vendor/delivery-zones/{id}', () => {
  async function freshZone(label: string, townIds: string[], fee = 3) {
    const res = await create(people.admin, { label, fee, townIds }).expect(201);
    return res.body.data.id as string;
  }

  it('changes only the fields given; townIds replace the towns; audited', async () => {
    const id = await freshZone('Kent coast', [town.Margate]);
    const feeOnly = await patch(people.admin, id, { fee: 5.99 }).expect(200);
    expect(feeOnly.body.data).toMatchObject({ id, label: 'Kent coast', fee: 5.99 });
    expect(feeOnly.body.data.towns.map((x: { value: string }) => x.value)).toEqual(['Margate']);
    const renamed = await patch(people.admin, id, { label: 'Kent coast 2' }).expect(200);
    expect(renamed.body.data).toMatchObject({ label: 'Kent coast 2', fee: 5.99 });
    const towns = await patch(people.admin, id, { townIds: [town.Dover, town.Margate] }).expect(200);
    expect(towns.body.data.towns.map((x: { value: string }) => x.value)).toEqual(['Dover', 'Margate']);
    const row = await t.db.prisma.deliveryZone.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ feePence: 599, label: 'Kent coast 2', version: 4 });
    const events = await t.db.prisma.auditEvent.findMany({
      where: { itemId: id, eventType: 'updated' },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => e.description).join(' | ')).toMatch(
      /fee £3\.00 → £5\.99.*renamed from "Kent coast" to "Kent coast 2".*added Dover/,
    );
    // its own towns are no clash, and a town leaving frees it for another zone
    await patch(people.admin, id, { townIds: [town.Dover] }).expect(200);
    const second = await freshZone('Margate only', [town.Margate]);
    expect(second).toBeTruthy();
  });

  it("409 naming the zone when a town is in another zone; the zone's own label is no clash", async () => {
    const id = await freshZone('Westminster', [town.London]);
    const res = await patch(people.admin, id, { townIds: [town.London, town.Brixton] }).expect(409);
    expect(res.body.message).toBe('Brixton is already in the zone "London 1"');
    expect(res.body.errors).toEqual([{ field: 'townIds.1', error: 'Brixton is already in the zone "London 1"' }]);
    await patch(people.admin, id, { label: 'WESTMINSTER' }).expect(200);
    const clash = await patch(people.admin, id, { label: 'London 2' }).expect(409);
    expect(clash.body.errors[0].field).toBe('label');
  });

  it.each([
    [{}, 'body'],
    [{ fee: 0 }, 'fee'],
    [{ fee: 1.234 }, 'fee'],
    [{ label: '' }, 'label'],
    [{ townIds: [] }, 'townIds'],
    [{ townIds: ['nope'] }, 'townIds.0'],
    [{ colour: 'red' }, 'colour'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await patch(people.admin, london1Id, body).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('422 naming townIds.N for an unknown town', async () => {
    const res = await patch(people.admin, london1Id, { townIds: [town.Peckham, randomUUID()] }).expect(422);
    expect(res.body.errors).toEqual([{ field: 'townIds.1', error: 'Unknown town' }]);
  });

  it("404 for another business's zone (never visible or changed) and an unknown id; 400 for a bad id", async () => {
    const res = await patch(people.admin, otherZoneId, { fee: 9 }).expect(404);
    expect(res.body.message).toBe('Delivery zone not found');
    expect((await t.db.prisma.deliveryZone.findUniqueOrThrow({ where: { id: otherZoneId } })).feePence).toBe(300);
    await patch(people.admin, randomUUID(), { fee: 9 }).expect(404);
    const bad = await patch(people.admin, 'not-a-uuid', { fee: 9 }).expect(400);
    expect(bad.body.errors[0].field).toBe('id');
  });

  it('401 without a token; 403 for Merchandizer', async () => {
    await t.api.patch(`${ZONES}/${london1Id}`).send({ fee: 9 }).expect(401);
    await patch(people.merch, london1Id, { fee: 9 }).expect(403);
  });

  it('two simultaneous updates of one zone leave the towns of one of the two requests', async () => {
    const cornwall = await t.db.prisma.town.findMany({
      where: { area: { name: 'Cornwall' } },
      take: 7,
      orderBy: { name: 'asc' },
      select: { id: true },
    });
    const id = await freshZone('Concurrent', [cornwall[6]!.id]);
    const a = { label: 'Concurrent A', fee: 4, townIds: cornwall.slice(0, 3).map((x) => x.id) };
    const b = { label: 'Concurrent B', fee: 7.5, townIds: cornwall.slice(2, 6).map((x) => x.id) };
    for (let round = 0; round < 5; round++) {
      const [ra, rb] = await Promise.all([patch(people.admin, id, a), patch(people.admin, id, b)]);
      expect([ra.status, rb.status]).toEqual([200, 200]);
      const row = await t.db.prisma.deliveryZone.findUniqueOrThrow({ where: { id }, include: { towns: true } });
      const towns = row.towns.map((x) => x.townId).sort();
      const winner = row.label === 'Concurrent A' ? a : b;
      expect(row.label).toMatch(/^Concurrent [AB]$/);
      expect(row.feePence).toBe(Math.round(winner.fee * 100));
      expect(towns).toEqual([...winner.townIds].sort());
    }
    const row = await t.db.prisma.deliveryZone.findUniqueOrThrow({ where: { id } });
    expect(row.version).toBe(11);
  });
});

describe('DELETE /vendor/delivery-zones/{id}', () => {
  it('deletes the zone and frees its towns; audited', async () => {
    const created = await create(people.admin, { label: 'Short lived', fee: 1, townIds: [town.Didsbury] }).expect(201);
    const id = created.body.data.id as string;
    const res = await t.api.delete(`${ZONES}/${id}`).set('authorization', people.admin).expect(200);
    expect(res.body).toEqual({ success: true, status: 'success', data: { id } });
    expect(await t.db.prisma.deliveryZone.findUnique({ where: { id } })).toBeNull();
    expect(await t.db.prisma.deliveryZoneTown.count({ where: { zoneId: id } })).toBe(0);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: id, eventType: 'deleted' } });
    expect(event.itemAffected).toBe('Short lived');
    await create(people.admin, { label: 'Short lived', fee: 1, townIds: [town.Didsbury] }).expect(201);
    await t.api.delete(`${ZONES}/${id}`).set('authorization', people.admin).expect(404);
  });

  it("404 for another business's zone (left untouched); 400 for a malformed id", async () => {
    const res = await t.api.delete(`${ZONES}/${otherZoneId}`).set('authorization', people.admin).expect(404);
    expect(res.body.message).toBe('Delivery zone not found');
    expect(await t.db.prisma.deliveryZone.findUnique({ where: { id: otherZoneId } })).not.toBeNull();
    const bad = await t.api.delete(`${ZONES}/x`).set('authorization', people.admin).expect(400);
    expect(bad.body.errors[0].field).toBe('id');
  });

  it('401 without a token; 403 for Merchandizer', async () => {
    await t.api.delete(`${ZONES}/${london1Id}`).expect(401);
    await t.api.delete(`${ZONES}/${london1Id}`).set('authorization', people.merch).expect(403);
    expect(await t.db.prisma.deliveryZone.findUnique({ where: { id: london1Id } })).not.toBeNull();
  });

  it('a new vendor starts with no zones', async () => {
    const fresh = await newVendor(t, 'zones');
    const res = await t.api.get(ZONES).set('authorization', fresh.token).expect(200);
    expect(res.body.data).toEqual([]);
  });
});
