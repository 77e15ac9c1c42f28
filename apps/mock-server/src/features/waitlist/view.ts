import type { components } from '@vendor/api-types';
import type { VendorApplication } from '../../generated/prisma/client.ts';

export function toApplication(row: VendorApplication): components['schemas']['VendorApplication'] {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    instagram: row.instagram ?? '',
    twitter: row.twitter ?? '',
    tiktok: row.tiktok ?? '',
    registeredWithCompaniesHouse: row.registeredWithCompaniesHouse,
    cookingExperience: row.cookingExperience as components['schemas']['CookingExperience'],
    mealPlan: row.mealPlan,
    createdAt: row.createdAt.toISOString(),
  };
}
