// The public forms: two people on the waitlist and one vendor application.
import type { SeedContext } from './rows.ts';
import { addMs, DAY_MS, seedId } from './util.ts';

export function addWaitlist({ d, monthStart }: SeedContext): void {
  d.waitlistEntries.push(
    { id: seedId('waitlist', 'sade'), email: 'sade.adeyemi@example.com', createdAt: addMs(monthStart, -20 * DAY_MS) },
    { id: seedId('waitlist', 'tom'), email: 'tom.hughes@example.com', createdAt: addMs(monthStart, -9 * DAY_MS) },
  );
  d.vendorApplications.push({
    id: seedId('vendor-application', 'kwame'),
    fullName: 'Kwame Mensah',
    email: 'kwame.mensah@example.com',
    instagram: 'https://instagram.com/kwamecooks',
    twitter: null,
    tiktok: 'https://www.tiktok.com/@kwamecooks',
    registeredWithCompaniesHouse: true,
    cookingExperience: 'High',
    mealPlan: 'Ghanaian jollof, waakye and kelewele, cooked fresh three evenings a week.',
    createdAt: addMs(monthStart, -15 * DAY_MS),
  });
}
