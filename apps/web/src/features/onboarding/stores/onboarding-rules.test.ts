import { describe, expect, it } from 'vitest';
import {
  businessRequest,
  isUkPhone,
  isUkPostcode,
  latestDob,
  normalisePostcode,
  validateBusiness,
  validatePersonal,
  type BusinessDraft,
} from './onboarding-rules';

const business = (over: Partial<BusinessDraft> = {}): BusinessDraft => ({
  businessName: "Grace's Kitchen",
  registeredBusinessName: '',
  businessRegistrationNumber: '',
  businessPhone: '+442079460000',
  postcode: 'E8 3RA',
  businessAddress: '12 Mare Street, London',
  registeredBusiness: false,
  ...over,
});

describe('onboarding rules', () => {
  it('normalises and checks UK postcodes as the server stores them', () => {
    expect(normalisePostcode('e83ra')).toBe('E8 3RA');
    expect(normalisePostcode(' SW1A   1AA ')).toBe('SW1A 1AA');
    expect(isUkPostcode('ec1a 1bb')).toBe(true);
    expect(isUkPostcode('GIR 0AA')).toBe(true);
    expect(isUkPostcode('12345')).toBe(false);
    expect(isUkPostcode('XYZ')).toBe(false);
  });

  it('accepts a UK phone typed with spaces, dashes or brackets once it has 9 or 10 digits after +44', () => {
    expect(isUkPhone('07700 900123')).toBe(true);
    expect(isUkPhone('(020) 7946-0000')).toBe(true);
    expect(isUkPhone('+44 7700 900123')).toBe(true);
    expect(isUkPhone('0770090')).toBe(false);
    expect(isUkPhone('+1 202 555 0100')).toBe(false);
  });

  it('needs the vendor to be 18 on the day and the date of birth to be plausible', () => {
    const today = new Date(2026, 5, 15);
    expect(latestDob(today)).toBe('2008-06-15');
    const person = { firstName: 'Grace', lastName: 'Mensah', email: 'grace@kitchen.test', phone: '07700900123' };
    expect(validatePersonal({ ...person, dob: '2008-06-15' }, today)).toEqual({});
    expect(validatePersonal({ ...person, dob: '2008-06-16' }, today)).toEqual({
      dob: 'You must be at least 18 years old to sell on Home Kitchen',
    });
    expect(validatePersonal({ ...person, dob: '1890-01-01' }, today)).toEqual({
      dob: 'Check the year of your date of birth',
    });
    expect(validatePersonal({ ...person, firstName: 'x'.repeat(51), dob: '1990-01-01' }, today)).toEqual({
      firstName: 'Must be at most 50 characters',
    });
  });

  it('asks a registered business for its registered name and company number', () => {
    expect(validateBusiness(business())).toEqual({});
    expect(validateBusiness(business({ registeredBusiness: true }))).toEqual({
      registeredBusinessName: 'Enter the name registered with Companies House',
      businessRegistrationNumber: 'Enter your company number',
    });
    expect(
      validateBusiness(
        business({
          registeredBusiness: true,
          registeredBusinessName: 'GM Foods Ltd',
          businessRegistrationNumber: '12/34',
        }),
      ),
    ).toEqual({ businessRegistrationNumber: 'Use letters and digits only, e.g. 12345678 or SC123456' });
    expect(validateBusiness(business({ postcode: 'nowhere', businessPhone: '12' }))).toEqual({
      postcode: 'Enter a UK postcode, e.g. SW1A 1AA',
      businessPhone: 'Enter a UK phone number, e.g. 07700 900123',
    });
  });

  it('sends the registration only for a registered business, upper case and without spaces', () => {
    expect(
      businessRequest(business({ registeredBusinessName: 'Left over', businessRegistrationNumber: 'sc 123456' })),
    ).toMatchObject({ registeredBusinessName: null, businessRegistrationNumber: null });
    expect(
      businessRequest(
        business({
          registeredBusiness: true,
          registeredBusinessName: ' GM Foods Ltd ',
          businessRegistrationNumber: 'sc 123456',
          postcode: 'e83ra',
        }),
      ),
    ).toMatchObject({
      registeredBusinessName: 'GM Foods Ltd',
      businessRegistrationNumber: 'SC123456',
      postcode: 'E8 3RA',
    });
  });
});
