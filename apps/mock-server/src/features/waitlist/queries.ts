import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';

/** Joining twice is not an error: one row per (lower-cased) address, first join time kept. */
export const joinWaitlist = (prisma: PrismaClient, email: string, at: Date) =>
  prisma.waitlistEntry.upsert({ where: { email }, create: { email, createdAt: at }, update: {} });

export const submitVendorApplication = (prisma: PrismaClient, data: Prisma.VendorApplicationCreateInput) =>
  prisma.vendorApplication.create({ data });
