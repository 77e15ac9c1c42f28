// Requests racing on one record. On PostgreSQL (the suite's second pass, `pnpm test:pg`) they really run at the same
// time; on embedded PGlite they take turns, and the same outcomes must hold.
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_MANAGER_ROLE_ID, DEMO_MERCHANDIZER_ROLE_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { addMember, freshEmail, seededSignIns, VENDOR_API } from '../../testing/team.ts';

const t = useTestApp();
const { admin } = seededSignIns(t);
const ROUNDS = 6;

const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();

/** A custom role nobody holds yet. */
async function freshRole(auth: string, name: string): Promise<string> {
  const res = await t.api
    .post(`${VENDOR_API}/roles`)
    .set('authorization', auth)
    .send({ name, permissions: ['meals.view'] })
    .expect(201);
  return res.body.data.id;
}

describe('invitations sent at the same moment to one address', () => {
  it('create one pending invitation; every other answer is 409 naming email', async () => {
    const auth = await admin();
    for (let round = 0; round < ROUNDS; round++) {
      const email = freshEmail('race');
      // Upper and lower case are one address.
      const addresses = Array.from({ length: 8 }, (_, i) => (i % 2 ? email.toUpperCase() : email));
      const answers = await Promise.all(
        addresses.map((address) =>
          t.api
            .post(`${VENDOR_API}/invites`)
            .set('authorization', auth)
            .send({ email: address, roleId: DEMO_MERCHANDIZER_ROLE_ID }),
        ),
      );
      expect(statuses(answers)).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409))
        expect(refused.body.errors).toEqual([{ field: 'email', error: expect.any(String) }]);
      const pending = await t.db.prisma.invite.count({
        where: { businessId: DEMO_BUSINESS_ID, email, status: 'pending' },
      });
      expect(pending).toBe(1);
    }
  });

  it('the database itself keeps one pending invitation per address, whatever writes it', async () => {
    const email = freshEmail('direct');
    const row = (n: number) => ({
      businessId: DEMO_BUSINESS_ID,
      email: n ? email.toUpperCase() : email,
      roleId: DEMO_MERCHANDIZER_ROLE_ID,
      tokenHash: `direct-${n}-${email}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await t.db.prisma.invite.create({ data: row(0) });
    await expect(t.db.prisma.invite.create({ data: row(1) })).rejects.toMatchObject({ code: 'P2002' });
    // A revoked or accepted one does not count.
    await t.db.prisma.invite.updateMany({ where: { email }, data: { status: 'revoked' } });
    await t.db.prisma.invite.create({ data: row(1) });
  });
});

describe('changes to one member at the same moment', () => {
  it('never lose an acknowledged change: a deactivation and a role change both hold', async () => {
    const auth = await admin();
    const member = await addMember(t, auth, DEMO_MANAGER_ROLE_ID);
    const patch = (body: object) =>
      t.api.patch(`${VENDOR_API}/team-members/${member.memberId}`).set('authorization', auth).send(body);
    for (let round = 0; round < ROUNDS; round++) {
      await t.db.prisma.membership.update({
        where: { id: member.memberId },
        data: { status: 'active', roleId: DEMO_MANAGER_ROLE_ID },
      });
      const [deactivate, move] = await Promise.all([
        patch({ status: 'inactive' }),
        patch({ roleId: DEMO_MERCHANDIZER_ROLE_ID }),
      ]);
      expect([deactivate.status, move.status]).toEqual([200, 200]);
      const saved = await t.db.prisma.membership.findUniqueOrThrow({ where: { id: member.memberId } });
      expect(saved).toMatchObject({ status: 'suspended', roleId: DEMO_MERCHANDIZER_ROLE_ID });
    }
  });
});

describe('deleting a role while it is being given to someone', () => {
  it('either the assignment wins (409 for the deletion) or the deletion does (422 naming roleId): never a 500', async () => {
    const auth = await admin();
    const member = await addMember(t, auth, DEMO_MANAGER_ROLE_ID);
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      await t.db.prisma.membership.update({ where: { id: member.memberId }, data: { roleId: DEMO_MANAGER_ROLE_ID } });
      const roleId = await freshRole(auth, `Short lived ${round}`);
      const [assign, remove] = await Promise.all([
        t.api.patch(`${VENDOR_API}/team-members/${member.memberId}`).set('authorization', auth).send({ roleId }),
        t.api.delete(`${VENDOR_API}/roles/${roleId}`).set('authorization', auth),
      ]);
      const held = (await t.db.prisma.membership.findUniqueOrThrow({ where: { id: member.memberId } })).roleId;
      const exists = (await t.db.prisma.role.count({ where: { id: roleId } })) === 1;
      if (assign.status === 200) {
        expect(remove.status).toBe(409);
        expect([held, exists]).toEqual([roleId, true]);
        seen.add('assigned');
      } else {
        expect([assign.status, remove.status]).toEqual([422, 200]);
        expect(assign.body.errors).toEqual([{ field: 'roleId', error: expect.any(String) }]);
        expect([held, exists]).toEqual([DEMO_MANAGER_ROLE_ID, false]);
        seen.add('deleted');
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('an invitation with the role and its deletion: the invitation is never silently lost', async () => {
    const auth = await admin();
    for (let round = 0; round < ROUNDS; round++) {
      const roleId = await freshRole(auth, `Invited role ${round}`);
      const email = freshEmail('invited');
      const [sent, remove] = await Promise.all([
        t.api.post(`${VENDOR_API}/invites`).set('authorization', auth).send({ email, roleId }),
        t.api.delete(`${VENDOR_API}/roles/${roleId}`).set('authorization', auth),
      ]);
      const pending = await t.db.prisma.invite.count({ where: { email, status: 'pending' } });
      if (sent.status === 201) {
        expect(remove.status).toBe(409);
        expect(pending).toBe(1);
      } else {
        expect([sent.status, remove.status]).toEqual([422, 200]);
        expect(sent.body.errors).toEqual([{ field: 'roleId', error: expect.any(String) }]);
        expect(pending).toBe(0);
      }
    }
  });
});
