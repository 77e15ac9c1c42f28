import { describe, expect, it } from 'vitest';
import {
  DEMO_BUSINESS_ID,
  DEMO_EMAIL,
  DEMO_MERCHANDIZER_ROLE_ID,
  DEMO_USER_ID,
  MERCHANDIZER_USER_ID,
  OTHER_BUSINESS_ID,
  OTHER_USER_ID,
} from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { mediaRow } from '../../testing/factories.ts';
import { useSeededPeople } from '../../testing/people.ts';
import { normaliseUkPhone } from '../../lib/person.ts';

const t = useTestApp();
const people = useSeededPeople(t);
const URL = '/api/v1/vendor/profile';

const update = (token: string, body: object) => t.api.patch(URL).set('authorization', token).send(body);

describe('normaliseUkPhone: +44 form once longer than 6 characters', () => {
  it.each([
    ['07700900123', '+447700900123'],
    ['+447700900123', '+447700900123'],
    ['07700 900 123', '+447700900123'],
    ['07700 900123', '+447700900123'],
    ['(020) 7946-0123', '+442079460123'],
    ['0770', '0770'],
    ['+44770', '+44770'],
    ['0123456', '+44123456'],
    ['077009', '077009'],
    ['0770090', '+44770090'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseUkPhone(input)).toBe(expected);
  });
});

describe('GET /vendor/profile', () => {
  it("answers the signed-in user's own profile with role and business", async () => {
    const res = await t.api.get(URL).set('authorization', people.admin).expect(200);
    expect(res.body.data).toMatchObject({
      id: DEMO_USER_ID,
      firstName: 'Ada',
      lastName: 'Okafor',
      email: DEMO_EMAIL,
      phone: '+447700900123',
      dob: '1986-04-12',
      avatar: null,
      role: { name: 'Administrator', slug: 'administrator' },
      businessId: DEMO_BUSINESS_ID,
      businessName: expect.any(String),
    });
  });

  it('every member sees only their own (no permission needed); another business sees its own user', async () => {
    const m = await t.api.get(URL).set('authorization', people.merch).expect(200);
    expect(m.body.data).toMatchObject({
      id: MERCHANDIZER_USER_ID,
      role: { id: DEMO_MERCHANDIZER_ROLE_ID, slug: 'merchandizer' },
    });
    const o = await t.api.get(URL).set('authorization', people.other).expect(200);
    expect(o.body.data).toMatchObject({ id: OTHER_USER_ID, businessId: OTHER_BUSINESS_ID });
  });

  it('401 without a token', async () => {
    await t.api.get(URL).expect(401);
  });
});

describe('PATCH /vendor/profile', () => {
  it('changes only the fields given and audits it', async () => {
    const res = await update(people.admin, { firstName: 'Adaeze' }).expect(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Adaeze',
      lastName: 'Okafor',
      phone: '+447700900123',
      email: DEMO_EMAIL,
    });
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { userId: DEMO_USER_ID, itemType: 'profile' },
      orderBy: { createdAt: 'desc' },
    });
    expect(event).toMatchObject({
      eventType: 'updated',
      itemAffected: 'Adaeze Okafor',
      description: 'Updated the profile: first name.',
    });
  });

  it.each([
    ['07700 900456', '+447700900456'],
    ['07700900456', '+447700900456'],
    ['+44 7700 900457', '+447700900457'],
    ['020 7946 0999', '+442079460999'],
  ])('normalises the phone %j to %j', async (phone, stored) => {
    const res = await update(people.admin, { phone }).expect(200);
    expect(res.body.data.phone).toBe(stored);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: DEMO_USER_ID } })).phone).toBe(stored);
  });

  it.each(['12345', '07700', '7700900123', '+1 212 555 0100', '0770090012345', '+4407700900123'])(
    '400 naming phone for %j',
    async (phone) => {
      const res = await update(people.admin, { phone }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'phone', error: expect.any(String) }]);
    },
  );

  it('null clears the phone and the date of birth; a valid dob is stored', async () => {
    const cleared = await update(people.admin, { phone: null, dob: null }).expect(200);
    expect(cleared.body.data).toMatchObject({ phone: null, dob: null });
    const set = await update(people.admin, { phone: '07700900123', dob: '1986-04-12' }).expect(200);
    expect(set.body.data).toMatchObject({ phone: '+447700900123', dob: '1986-04-12' });
  });

  it('422 naming dob for someone under 18 or a date in the future', async () => {
    const now = t.clock.now();
    const young = `${now.getUTCFullYear() - 10}-01-01`;
    const res = await update(people.admin, { dob: young }).expect(422);
    expect(res.body.errors).toEqual([{ field: 'dob', error: 'Must be at least 18 years old' }]);
    const future = `${now.getUTCFullYear() + 1}-01-01`;
    const f = await update(people.admin, { dob: future }).expect(422);
    expect(f.body.errors[0].field).toBe('dob');
  });

  it('sets and removes an avatar uploaded by the business (purpose avatar)', async () => {
    const media = await mediaRow(t, DEMO_BUSINESS_ID, 'avatar');
    const res = await update(people.admin, { avatarId: media.id }).expect(200);
    expect(res.body.data.avatar).toMatchObject({
      id: media.id,
      url: media.url,
      purpose: 'avatar',
      type: 'image',
      filename: media.storageKey,
    });
    const again = await t.api.get(URL).set('authorization', people.admin).expect(200);
    expect(again.body.data.avatar.id).toBe(media.id);
    const removed = await update(people.admin, { avatarId: null }).expect(200);
    expect(removed.body.data.avatar).toBeNull();
  });

  it("422 naming avatarId for another business's upload, a non-avatar upload or an unknown id", async () => {
    const foreign = await mediaRow(t, OTHER_BUSINESS_ID, 'avatar');
    const res = await update(people.admin, { avatarId: foreign.id }).expect(422);
    expect(res.body.errors).toEqual([{ field: 'avatarId', error: expect.any(String) }]);
    const banner = await mediaRow(t, DEMO_BUSINESS_ID, 'banner');
    await update(people.admin, { avatarId: banner.id }).expect(422);
    await update(people.admin, { avatarId: '00000000-0000-4000-8000-000000000000' }).expect(422);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: DEMO_USER_ID } })).avatarMediaId).toBeNull();
  });

  it.each([
    [{}, 'body'],
    [{ firstName: 'Ada Mary' }, 'firstName'],
    [{ lastName: '' }, 'lastName'],
    [{ firstName: 'x'.repeat(51) }, 'firstName'],
    [{ lastName: ' Okafor' }, 'lastName'],
    [{ email: 'new@kitchen.test' }, 'email'],
    [{ phone: 447700900123 }, 'phone'],
    [{ phone: 'call me' }, 'phone'],
    [{ dob: '12/04/1986' }, 'dob'],
    [{ dob: '1986-02-30' }, 'dob'],
    [{ avatarId: 'nope' }, 'avatarId'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await update(people.admin, body).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it("changes only the caller's own record", async () => {
    const before = await t.db.prisma.user.findUniqueOrThrow({ where: { id: OTHER_USER_ID } });
    await update(people.merch, { lastName: 'Eze-Obi' }).expect(200);
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: OTHER_USER_ID } })).toEqual(before);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: MERCHANDIZER_USER_ID } })).lastName).toBe(
      'Eze-Obi',
    );
  });

  it('401 without a token', async () => {
    await t.api.patch(URL).send({ firstName: 'X' }).expect(401);
  });
});
