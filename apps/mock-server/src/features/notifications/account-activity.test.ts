// "Account activity": a sign-in from a device the member has not used before, and changes to the team, each by e-mail
// and by text as the member's own two switches say.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password.ts';
import { newVendor } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/harness.ts';
import { networkOf } from './account-activity.ts';

// Addresses come from X-Forwarded-For, as behind the production proxy, so a test can sign in from several networks.
const t = useTestApp({ NODE_ENV: 'test', TRUST_PROXY: '127.0.0.1' });
const prisma = () => t.db.prisma;
const PASSWORD = 'a-long-enough-password';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

let phones = 200_000;

/** A vendor with a password and a phone, who has never signed in from anywhere. */
async function member() {
  const vendor = await newVendor(t, 'activity');
  const phone = `+447700${++phones}`;
  await prisma().user.update({ where: { id: vendor.userId }, data: { passwordHash, phone } });
  await prisma().business.update({ where: { id: vendor.businessId }, data: { kitchenName: 'Test Kitchen' } });
  return { ...vendor, phone };
}

const signIn = (email: string, userAgent: string, ip: string) =>
  t.api
    .post('/api/v1/vendor/auth/login')
    .set('user-agent', userAgent)
    .set('x-forwarded-for', ip)
    .send({ email, password: PASSWORD })
    .expect(200);

const mailsTo = (to: string, subject: string) =>
  prisma().outboxEmail.findMany({ where: { to, subject: { contains: subject } }, orderBy: { createdAt: 'asc' } });
const textsTo = (to: string) => prisma().outboxText.findMany({ where: { to }, orderBy: { createdAt: 'asc' } });

async function setSwitches(userId: string, switches: { emailAccountActivity?: boolean; smsAccountActivity?: boolean }) {
  await prisma().notificationPreference.upsert({
    where: { userId },
    create: { userId, ...switches },
    update: switches,
  });
}

describe('the network a device is on', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['not an address', 'unknown'],
  ])('%s → %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });
});

describe('a sign-in from a new device', () => {
  it('is e-mailed and texted; the first device ever, and a known one on the same network, are not', async () => {
    const m = await member();
    await signIn(m.email, CHROME_MAC, '203.0.113.10');
    await signIn(m.email, CHROME_MAC, '203.0.113.99');
    await t.app.notifications.deliverDue();
    expect(await mailsTo(m.email, 'New sign-in')).toEqual([]);
    expect(await textsTo(m.phone)).toEqual([]);

    await signIn(m.email, SAFARI_IPHONE, '203.0.113.10');
    await t.app.notifications.deliverDue();
    const [mail] = await mailsTo(m.email, 'New sign-in');
    expect(mail?.subject).toBe('New sign-in to your Home Kitchen account from Safari on iPhone');
    expect(mail?.text).toContain(`Your Home Kitchen account ${m.email} was signed in to from a device we have not`);
    expect(mail?.text).toContain('Safari on iPhone, from the network 203.0.113.0/24');
    expect(mail?.text).toContain('/dashboard/settings/security');
    const texts = await textsTo(m.phone);
    expect(texts.map((x) => x.body)).toEqual([
      'Home Kitchen: new sign-in to your account from Safari on iPhone (203.0.113.0/24). Not you? ' +
        'http://localhost:0/dashboard/settings/security',
    ]);

    // The same browser on another network is another device; the iPhone again is not.
    await signIn(m.email, CHROME_MAC, '198.51.100.4');
    await signIn(m.email, SAFARI_IPHONE, '203.0.113.50');
    await t.app.notifications.deliverDue();
    const mails = await mailsTo(m.email, 'New sign-in');
    expect(mails.map((x) => x.subject)).toEqual([
      'New sign-in to your Home Kitchen account from Safari on iPhone',
      'New sign-in to your Home Kitchen account from Chrome on macOS',
    ]);
    expect(await prisma().userDevice.count({ where: { userId: m.userId } })).toBe(3);
  });

  it('sends no e-mail when "Account activity" e-mail is off, and no text when its text is off', async () => {
    const m = await member();
    await signIn(m.email, CHROME_MAC, '203.0.113.10');
    await setSwitches(m.userId, { emailAccountActivity: false });
    await signIn(m.email, SAFARI_IPHONE, '203.0.113.10');
    await t.app.notifications.deliverDue();
    await setSwitches(m.userId, { emailAccountActivity: true, smsAccountActivity: false });
    await signIn(m.email, SAFARI_IPHONE, '192.0.2.1');
    await t.app.notifications.deliverDue();
    // First new device: text only. Second: e-mail only.
    expect((await mailsTo(m.email, 'New sign-in')).map((x) => x.text)).toEqual([
      expect.stringContaining('192.0.2.0/24'),
    ]);
    expect((await textsTo(m.phone)).map((x) => x.body)).toEqual([expect.stringContaining('203.0.113.0/24')]);

    await setSwitches(m.userId, { emailAccountActivity: false, smsAccountActivity: false });
    await signIn(m.email, CHROME_MAC, '198.51.100.4');
    await t.app.notifications.deliverDue();
    expect(await mailsTo(m.email, 'New sign-in')).toHaveLength(1);
    expect(await textsTo(m.phone)).toHaveLength(1);
    expect(await prisma().notificationDelivery.count({ where: { userId: m.userId } })).toBe(2);
  });
});

describe('team changes', () => {
  /** A kitchen with its owner, a second Administrator and a Merchandizer (each with a phone). */
  async function team() {
    const owner = await member();
    const { businessId } = owner;
    const roles = await prisma().role.findMany({ where: { businessId } });
    const roleId = (slug: string) => roles.find((r) => r.slug === slug)!.id;
    const add = async (slug: string) => {
      const email = `team-${randomUUID().slice(0, 8)}@kitchen.test`;
      const phone = `+447700${++phones}`;
      const user = await prisma().user.create({
        data: {
          email,
          phone,
          firstName: 'Kemi',
          lastName: 'Adeyemi',
          membership: { create: { businessId, roleId: roleId(slug) } },
        },
        include: { membership: true },
      });
      return { email, phone, userId: user.id, memberId: user.membership!.id, auth: await t.tokenFor(email) };
    };
    return {
      owner,
      admin: await add('administrator'),
      merch: await add('merchandizer'),
      managerRoleId: roleId('business-manager'),
      merchRoleId: roleId('merchandizer'),
    };
  }

  it('an invitation is told to the owner, by the name of who sent it', async () => {
    const k = await team();
    const invited = `invited-${randomUUID().slice(0, 8)}@kitchen.test`;
    await t.api
      .post('/api/v1/vendor/invites')
      .set('authorization', k.admin.auth)
      .send({ email: invited, roleId: k.merchRoleId })
      .expect(201);
    await t.app.notifications.deliverDue();
    const [mail] = await mailsTo(k.owner.email, 'Team change');
    expect(mail?.subject).toBe('Team change at Test Kitchen');
    expect(mail?.text).toContain(`Kemi Adeyemi invited ${invited} to join Test Kitchen as Merchandizer.`);
    expect((await textsTo(k.owner.phone)).map((x) => x.body)).toEqual([
      `Home Kitchen: Kemi Adeyemi invited ${invited} to join Test Kitchen as Merchandizer.`,
    ]);
    // Who made the change is not told of it.
    expect(await mailsTo(k.admin.email, 'Team change')).toEqual([]);
  });

  it('a role change and a removal are told to the member and the owner; nobody hears of their own change', async () => {
    const k = await team();
    await t.api
      .patch(`/api/v1/vendor/team-members/${k.merch.memberId}`)
      .set('authorization', k.owner.token)
      .send({ roleId: k.managerRoleId })
      .expect(200);
    await t.app.notifications.deliverDue();
    const [changed] = await mailsTo(k.merch.email, 'Your team membership');
    expect(changed?.text).toContain('changed your role at Test Kitchen from Merchandizer to Business Manager.');
    expect(await mailsTo(k.owner.email, 'Team change')).toEqual([]);

    await t.api
      .delete(`/api/v1/vendor/team-members/${k.merch.memberId}`)
      .set('authorization', k.admin.auth)
      .expect(200);
    await t.app.notifications.deliverDue();
    const toMember = await mailsTo(k.merch.email, 'Your team membership');
    expect(toMember.map((x) => x.text)).toEqual([
      expect.stringContaining('from Merchandizer to Business Manager'),
      expect.stringContaining('Kemi Adeyemi removed you from the team of Test Kitchen.'),
    ]);
    const [toOwner] = await mailsTo(k.owner.email, 'Team change');
    expect(toOwner?.text).toContain('Kemi Adeyemi removed Kemi Adeyemi from the team of Test Kitchen.');
    expect((await textsTo(k.merch.phone)).map((x) => x.body)).toHaveLength(2);
  });

  it('a member whose "Account activity" switches are off hears nothing of a change to them', async () => {
    const k = await team();
    await setSwitches(k.merch.userId, { emailAccountActivity: false, smsAccountActivity: false });
    await setSwitches(k.owner.userId, { emailAccountActivity: false });
    await t.api
      .patch(`/api/v1/vendor/team-members/${k.merch.memberId}`)
      .set('authorization', k.admin.auth)
      .send({ status: 'inactive' })
      .expect(200);
    await t.app.notifications.deliverDue();
    expect(await mailsTo(k.merch.email, 'Your team membership')).toEqual([]);
    expect(await textsTo(k.merch.phone)).toEqual([]);
    // The owner's e-mail is off but the owner's text is on.
    expect(await mailsTo(k.owner.email, 'Team change')).toEqual([]);
    expect((await textsTo(k.owner.phone)).map((x) => x.body)).toEqual([
      'Home Kitchen: Kemi Adeyemi changed the status of Kemi Adeyemi at Test Kitchen from active to inactive.',
    ]);
  });
});
