// What the onboarding journeys share: the step headings and texts, files to upload, and locators of the form.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { apiUrl } from './server.ts';

/** The smallest file the server accepts as a PDF document (it checks the content, not the name). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

export const FINISHED = 'Your kitchen is set up. Welcome to Home Kitchen!';
export const FIELDS_FAILED = 'Some answers need a change: see the messages under the fields';
export const STEP_HEADINGS = [
  'Step 1: Personal Information',
  'Step 2: Business Information',
  'Step 3: Documents',
  'Step 4: Cuisines & Dietary Offerings',
];

export interface OnboardingState {
  completedOnboarding: boolean;
  currentStep: number;
  personal: Record<string, unknown>;
  business: Record<string, unknown>;
  documents: Record<string, unknown>;
  preferences: { customCuisines: string[]; cuisines: { name: string }[]; dietaryOfferings: { name: string }[] };
}

export async function apiPut(path: string, token: string, body: unknown): Promise<void> {
  const response = await fetch(apiUrl(baseUrl(), path), {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
}

/** The control labelled exactly so ("Business name" is not "Registered business name"). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A checkbox by the start of its label (its description is part of the accessible name). */
export const checkbox = (page: Page, label: string) => page.getByRole('checkbox', { name: label });

/** The file input of a document, inside the group of that document. */
export const upload = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).getByLabel(label, { exact: true });

export const stepHeading = (page: Page, step: number) =>
  page.getByRole('heading', { level: 2, name: STEP_HEADINGS[step - 1] });

/** Nothing on the page is wider than the screen. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

export const currentStepName = (page: Page) =>
  page.getByRole('list', { name: 'Onboarding progress' }).locator('[aria-current="step"]').textContent();
