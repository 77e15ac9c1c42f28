// Account activity: a sign-in from a device not seen before, and changes to the team. Each writes its messages to
// notification_deliveries in its own transaction (the team change's), for the members whose account-activity switch
// is on; the worker sends them.
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { sha256 } from '../../lib/crypto.ts';
import type { NewDevice, TeamChange } from './messages.ts';

/** Groups of an IPv6 address written out in full ("2001:db8::1" → 8 groups). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => (parseInt(g, 16) || 0).toString(16));
}

/**
 * The network an address belongs to, as a device is told apart: the IPv4 /24 or the IPv6 /48. A phone moving between
 * addresses of one provider's block, or a laptop getting a new address at home, stays the same device.
 */
export function networkOf(ip: string): string {
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) return `${ipv6Groups(ip).slice(0, 3).join(':')}::/48`;
  return 'unknown';
}

export interface SignIn {
  userId: string;
  userAgent: string;
  ip: string;
  /** "Chrome on macOS", as the sessions list names it. */
  deviceName: string;
  at: Date;
}

/**
 * Records the device of a sign-in. A device the user has not signed in from before (a user agent on a network) is
 * account activity the user hears about, except the very first one: there is nothing to compare it with.
 */
export async function recordSignIn(app: FastifyInstance, signIn: SignIn): Promise<boolean> {
  const network = networkOf(signIn.ip);
  const deviceHash = sha256(`${signIn.userAgent}\n${network}`);
  return app.prisma.$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO user_devices (id, user_id, device_hash, user_agent, network, first_seen_at, last_seen_at)
      VALUES (gen_random_uuid()::text, ${signIn.userId}, ${deviceHash}, ${signIn.userAgent.slice(0, 500)}, ${network},
        ${signIn.at}, ${signIn.at})
      ON CONFLICT (user_id, device_hash) DO NOTHING
      RETURNING id`;
    if (inserted.length === 0) {
      await tx.userDevice.update({
        where: { userId_deviceHash: { userId: signIn.userId, deviceHash } },
        data: { lastSeenAt: signIn.at },
      });
      return false;
    }
    const known = await tx.userDevice.count({ where: { userId: signIn.userId } });
    if (known === 1) return false;
    const payload: NewDevice = { device: signIn.deviceName, network, at: signIn.at.toISOString() };
    await enqueue(tx, 'account.new_device', [signIn.userId], null, payload, signIn.at);
    return true;
  });
}

/**
 * Writes one message per channel whose account-activity switch is on, for each user (a text only to a user with a
 * phone), in the caller's transaction.
 */
async function enqueue(
  tx: Prisma.TransactionClient,
  kind: 'account.new_device' | 'team.changed',
  userIds: string[],
  businessId: string | null,
  payload: NewDevice | TeamChange | ((userId: string) => TeamChange),
  at: Date,
): Promise<void> {
  for (const userId of userIds) {
    const body = JSON.stringify(typeof payload === 'function' ? payload(userId) : payload);
    await tx.$executeRaw`
      INSERT INTO notification_deliveries (kind, channel, user_id, business_id, payload, run_after, created_at)
      SELECT ${kind}, ch.channel, u.id, ${businessId}, ${body}::jsonb, ${at}, ${at}
      FROM users u
      LEFT JOIN notification_preferences p ON p.user_id = u.id
      CROSS JOIN (VALUES ('email'), ('sms')) AS ch(channel)
      WHERE u.id = ${userId}
        AND CASE ch.channel
          WHEN 'email' THEN coalesce(p.email_account_activity, true)
          ELSE coalesce(p.sms_account_activity, true) AND coalesce(btrim(u.phone), '') <> ''
        END`;
  }
}

export interface TeamChangeInput {
  change: TeamChange['change'];
  businessId: string;
  /** Who made the change: never told of their own change. */
  actorUserId: string;
  actorName: string;
  /** The member the change is about (told too), or undefined for an invitation. */
  memberUserId?: string;
  /** The member's name or the invited address. */
  subject: string;
  role?: string;
  fromRole?: string;
  toRole?: string;
  fromStatus?: string;
  toStatus?: string;
}

/** A change to the team, in its own transaction: the owner hears of it, and so does the member it is about. */
export async function recordTeamChange(tx: Prisma.TransactionClient, input: TeamChangeInput, at: Date): Promise<void> {
  const business = await tx.business.findUnique({
    where: { id: input.businessId },
    select: {
      kitchenName: true,
      businessName: true,
      memberships: { where: { owner: true }, select: { userId: true } },
    },
  });
  if (!business) return;
  const owners = business.memberships.map((m) => m.userId);
  const told = [...new Set([...owners, ...(input.memberUserId ? [input.memberUserId] : [])])].filter(
    (userId) => userId !== input.actorUserId,
  );
  const { change, actorName, subject, role, fromRole, toRole, fromStatus, toStatus } = input;
  const kitchen = business.kitchenName ?? business.businessName ?? 'your kitchen';
  await enqueue(
    tx,
    'team.changed',
    told,
    input.businessId,
    (userId) => ({
      change,
      kitchen,
      actor: actorName,
      subject,
      audience: userId === input.memberUserId ? 'member' : 'owner',
      role,
      fromRole,
      toRole,
      fromStatus,
      toStatus,
    }),
    at,
  );
}
