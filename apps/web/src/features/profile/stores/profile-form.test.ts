import { describe, expect, it } from 'vitest';
import { draftFromProfile, profileChanges, typedName, typedPhone, validateProfile } from './profile-form';
import type { Profile } from './profile-store';

const saved: Profile = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@kitchen.test',
  phone: '+447700900123',
  dob: '1990-04-12',
  avatar: null,
  role: { id: 'r1', name: 'Administrator', slug: 'administrator' },
  businessId: 'b1',
  businessName: "Mama Ada's Kitchen",
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('profile form', () => {
  it('removes all whitespace from names as they are typed', () => {
    expect(typedName(' Mary Ann\t')).toBe('MaryAnn');
  });

  it('applies the +44 rule to the phone once it is longer than 6 characters', () => {
    expect(typedPhone('077009')).toBe('077009');
    expect(typedPhone('0770090')).toBe('+44770090');
    expect(typedPhone('+447700900123')).toBe('+447700900123');
  });

  it('accepts the saved profile as it is', () => {
    expect(validateProfile(draftFromProfile(saved), '2026-03-07')).toEqual({});
  });

  it('names the fields that are wrong', () => {
    const draft = {
      ...draftFromProfile(saved),
      firstName: '',
      lastName: 'x'.repeat(51),
      phone: '+4412',
      dob: '2010-01-01',
    };
    expect(validateProfile(draft, '2026-03-07')).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Use at most 50 characters',
      phone: 'Enter a UK phone number, e.g. 07700 900123 or +44 7700 900123',
      dob: 'Must be at least 18 years old',
    });
  });

  it('checks the date of birth like the server: real, not in the future, 18 to 120 years ago', () => {
    const at = (dob: string) => validateProfile({ ...draftFromProfile(saved), dob }, '2026-03-07').dob;
    expect(at('2008-03-07')).toBeUndefined();
    expect(at('2008-03-08')).toBe('Must be at least 18 years old');
    expect(at('2027-01-01')).toBe('Must not be in the future');
    expect(at('1905-03-08')).toBeUndefined();
    expect(at('1905-03-07')).toBe('Must be within the last 120 years');
    expect(at('2001-02-29')).toBe('Must be a real calendar date');
  });

  it('sends only what changed; an emptied phone or date of birth is cleared', () => {
    const draft = draftFromProfile(saved);
    expect(profileChanges(draft, saved)).toEqual({});
    expect(profileChanges({ ...draft, firstName: 'Adaeze', phone: '07700 900 456' }, saved)).toEqual({
      firstName: 'Adaeze',
      phone: '+447700900456',
    });
    expect(profileChanges({ ...draft, phone: '', dob: '' }, saved)).toEqual({ phone: null, dob: null });
    expect(profileChanges({ ...draft, phone: '07700900123' }, saved)).toEqual({});
  });

  it('sends the uploaded picture by id, and null when it is removed', () => {
    const draft = draftFromProfile(saved);
    const avatar = { id: 'm1', url: '/api/v1/files/a.png', originalFilename: 'me.png' };
    expect(profileChanges({ ...draft, avatar }, saved)).toEqual({ avatarId: 'm1' });
    expect(profileChanges(draft, { ...saved, avatar: { ...avatar } as Profile['avatar'] })).toEqual({ avatarId: null });
  });
});
