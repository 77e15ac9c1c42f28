// Bodies and rows the onboarding tests share: valid step bodies to vary, and uploaded documents.
import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness.ts';

export const ONBOARDING = '/api/v1/vendor/onboarding';

/** A valid body for the personal step, with `over` applied. */
export const personalStep = (over: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Mensah',
  email: 'x@kitchen.test',
  phone: '07700900123',
  dob: '1990-04-12',
  ...over,
});

/** A valid body for the business step, with `over` applied. */
export const businessStep = (over: Record<string, unknown> = {}) => ({
  businessName: "Grace's Kitchen",
  registeredBusinessName: null,
  businessRegistrationNumber: null,
  businessPhone: '02079460000',
  postcode: 'e8 3ra',
  businessAddress: '12 Mare Street, Hackney, London',
  registeredBusiness: false,
  ...over,
});

/** An uploaded document of a business (stands in for POST /vendor/uploads with purpose document). */
export async function documentOf(t: TestApp, businessId: string, userId: string | null = null, purpose = 'document') {
  const id = randomUUID();
  await t.db.prisma.media.create({
    data: {
      id,
      businessId,
      uploadedById: userId,
      storageKey: `test-${id}.pdf`,
      url: `/api/v1/files/test-${id}.pdf`,
      contentType: 'application/pdf',
      size: 100,
      purpose,
      originalFilename: 'scan.pdf',
    },
  });
  return id;
}
