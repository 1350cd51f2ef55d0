import { describe, expect, it } from 'vitest';
import {
  displayState,
  formatAddressLine,
  pinCodeMismatch,
  pinCodeMismatchMessage,
  samePlaceName,
} from './pin-code';

describe('pinCodeMismatch', () => {
  const nashville = { defaultcity: 'Nashville', state: 'Tennessee' };
  it('accepts the place of the pin code, whatever the case, accents and spacing', () => {
    expect(pinCodeMismatch(nashville, { city: ' nashville ', state: 'TENNESSEE' })).toBeNull();
    expect(samePlaceName('Bengaluru', 'bengaluru')).toBe(true);
    expect(samePlaceName('Montréal', 'Montreal')).toBe(true);
    expect(samePlaceName('Tamil  Nadu', 'Tamil Nadu')).toBe(true);
    expect(samePlaceName('TN', 'Tennessee')).toBe(true);
    expect(samePlaceName('TN', 'Tamil Nadu')).toBe(false);
    expect(
      pinCodeMismatch({ defaultcity: 'Nashville', state: 'TN' }, { city: 'Nashville', state: 'tn' }),
    ).toBeNull();
  });
  it('names the city, then the state, that contradicts the look-up', () => {
    expect(pinCodeMismatch(nashville, { city: 'Coimbatore', state: 'Tamil Nadu' })).toBe('city');
    expect(pinCodeMismatch(nashville, { city: 'Nashville', state: 'Tamil Nadu' })).toBe('state');
    expect(pinCodeMismatchMessage(' 37201 ')).toBe('does not match pin code 37201');
  });
  it('leaves a field the look-up does not give to the person, and an unknown pin to what was typed', () => {
    expect(
      pinCodeMismatch({ defaultcity: '', state: 'Ontario' }, { city: 'Ottawa', state: 'Ontario' }),
    ).toBeNull();
    expect(pinCodeMismatch({ defaultcity: '', state: 'Ontario' }, { city: 'Ottawa', state: 'Quebec' })).toBe(
      'state',
    );
    expect(pinCodeMismatch(null, { city: 'Anywhere', state: 'Anystate' })).toBeNull();
  });
});

describe('displayState and formatAddressLine (issue 26: one way to show a state)', () => {
  it('writes out a US state abbreviation and keeps other states', () => {
    expect(displayState('US', 'TN')).toBe('Tennessee');
    expect(displayState('US', 'Tennessee')).toBe('Tennessee');
    expect(displayState('US', 'dc')).toBe('District of Columbia');
    expect(displayState('IN', 'Tamil Nadu')).toBe('Tamil Nadu');
  });
  it('puts the state in the address line', () => {
    expect(
      formatAddressLine({
        name: 'Lakshmi',
        line1: '1 Temple Road',
        line2: '',
        city: 'Nashville',
        state: 'TN',
        pinCode: '37201',
        country: 'US',
      }),
    ).toBe('Lakshmi, 1 Temple Road, Nashville, Tennessee 37201, US');
  });
});
