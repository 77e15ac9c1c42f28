import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { StoresProvider } from '@/stores/stores-context';
import { ok, type RecordedCall } from '@/testing/fake-fetch';
import { typeInto } from '@/testing/keyboard';
import { render } from '@/testing/render';
import { createTestRootStore } from '@/testing/test-root-store';
import { EMPTY_ONBOARDING, type Onboarding } from '../stores/onboarding-rules';
import { OnboardingWizard } from './onboarding-wizard';

const EMAIL = 'mary@kitchen.test';

/** What the server holds for a chef who has just signed up. */
const justSignedUp: Onboarding = {
  ...structuredClone(EMPTY_ONBOARDING),
  currentStep: 1,
  personal: { ...EMPTY_ONBOARDING.personal, email: EMAIL },
};

/** The control a label names, found as a person finds it: by the label's text. */
const field = (label: string) => {
  const element = Array.from(document.querySelectorAll('label')).find((item) => item.textContent === label);
  if (!element) throw new Error(`No field labelled ${label}`);
  return document.getElementById(element.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
};

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function openWizard() {
  const { store, calls } = createTestRootStore(
    {
      'GET /vendor/onboarding': () => ok(justSignedUp),
      'PUT /vendor/onboarding/personal': ({ body }: RecordedCall) =>
        ok({
          ...justSignedUp,
          currentStep: 2,
          steps: { ...justSignedUp.steps, personal: true },
          personal: { ...justSignedUp.personal, ...(body as object) },
        }),
      'GET /vendor/me': () => ok({ id: 'u', firstName: 'MaryJane', lastName: 'Mensah', email: EMAIL }),
    },
    { accessToken: 'a' },
  );
  const view = render(
    <StoresProvider store={store}>
      <OnboardingWizard onFinished={() => undefined} />
    </StoresProvider>,
  );
  await flush();
  return { ...view, calls };
}

describe('OnboardingWizard: a new chef types before pressing anything', () => {
  it('shows every key typed in step 1, then in step 2, from the first key', async () => {
    const { unmount, calls } = await openWizard();
    expect(document.querySelector('h2')?.textContent).toBe('Step 1: Personal Information');

    // Names lose their whitespace and the phone gets +44, as the keys go in.
    typeInto(field('First name'), 'Mary Jane');
    expect(field('First name').value).toBe('MaryJane');
    typeInto(field('Last name'), 'Mensah');
    expect(field('Last name').value).toBe('Mensah');
    typeInto(field('Phone number'), '07700900123');
    expect(field('Phone number').value).toBe('+447700900123');
    typeInto(field('Date of birth'), '1990-04-12');
    expect(field('Date of birth').value).toBe('1990-04-12');
    expect(field('E-mail address').value).toBe(EMAIL);
    // Nothing was pressed, so no check has spoken yet.
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);

    await act(async () => field('First name').form!.requestSubmit());
    await flush();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'MaryJane',
      lastName: 'Mensah',
      email: EMAIL,
      phone: '+447700900123',
      dob: '1990-04-12',
    });
    expect(document.querySelector('h2')?.textContent).toBe('Step 2: Business Information');

    typeInto(field('Business name'), "Mary's Kitchen");
    expect(field('Business name').value).toBe("Mary's Kitchen");
    typeInto(field('Business phone number'), '02079460000');
    expect(field('Business phone number').value).toBe('+442079460000');
    typeInto(field('Business address'), '12 Mare Street');
    expect(field('Business address').value).toBe('12 Mare Street');
    typeInto(field('Postcode'), 'E8 3RA');
    expect(field('Postcode').value).toBe('E8 3RA');
    unmount();
  });
});
