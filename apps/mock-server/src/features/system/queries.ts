import type { PrismaClient } from '../../generated/prisma/client.ts';

export async function pingDatabase(prisma: PrismaClient): Promise<void> {
  await prisma.$queryRaw`SELECT 1`;
}

/** The newest hundred messages of the development listOutbox, optionally for one address. */
export async function listOutbox(prisma: PrismaClient, to: string | undefined) {
  const rows = await prisma.outboxEmail.findMany({
    where: to ? { to: to.trim().toLowerCase() } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100,
  });
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: r.createdAt.toISOString(),
  }));
}
