import { describe, expect, it } from 'vitest';
import {
  deliveryStepRefusal,
  dispatchFormSchema,
  isUpsTrackingNumber,
  normaliseTrackingId,
  parcelAddressLines,
  parcelStatus,
  trackingIdRefusal,
  withUpsCheckDigit,
} from './dispatch';

describe('isUpsTrackingNumber', () => {
  it('accepts UPS numbers whose check digit is right, in any case and with spaces', () => {
    expect(isUpsTrackingNumber('1Z999AA10123456784')).toBe(true);
    expect(isUpsTrackingNumber('1z 999 aa1 0123 4567 84')).toBe(true);
    expect(isUpsTrackingNumber('1Z12345E0205271686')).toBe(true);
    expect(isUpsTrackingNumber('1ZA1B2C30000000018')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length, a wrong prefix and a letter as check digit', () => {
    expect(isUpsTrackingNumber('1Z999AA10123456785')).toBe(false);
    expect(isUpsTrackingNumber('1Z999AA1012345678')).toBe(false);
    expect(isUpsTrackingNumber('1Z999AA101234567840')).toBe(false);
    expect(isUpsTrackingNumber('2Z999AA10123456784')).toBe(false);
    expect(isUpsTrackingNumber('1Z999AA1012345678A')).toBe(false);
    expect(isUpsTrackingNumber('1Z12345E0205271688')).toBe(false);
    expect(isUpsTrackingNumber('')).toBe(false);
  });
});

describe('withUpsCheckDigit', () => {
  it('completes a UPS number with the digit the check accepts', () => {
    expect(withUpsCheckDigit('1Z999AA1012345678')).toBe('1Z999AA10123456784');
    expect(isUpsTrackingNumber(withUpsCheckDigit('1Z999AA1000000007'))).toBe(true);
    expect(() => withUpsCheckDigit('1Z999')).toThrow();
  });
});

describe('trackingIdRefusal', () => {
  it('checks UPS numbers by their format and others by their characters', () => {
    expect(trackingIdRefusal('UPS', '1Z999AA10123456784')).toBeNull();
    expect(trackingIdRefusal('UPS', '1Z999AA10123456785')).toBe(
      '1Z999AA10123456785 is not a UPS tracking number (1Z followed by 16 letters and digits, ending in its check digit)',
    );
    expect(trackingIdRefusal('STAMPS', '9400 1000 0000 0000 0000 00')).toBeNull();
    expect(trackingIdRefusal('STAMPS', 'ABC-1')).toBe(
      'ABC-1 is not a tracking number (8 to 40 letters and digits)',
    );
    expect(trackingIdRefusal('UPS', '  ')).toBe('Please enter the tracking id');
  });

  it('normalises spaces and case', () => {
    expect(normaliseTrackingId(' 1z999 aa10123456784 ')).toBe('1Z999AA10123456784');
  });
});

describe('deliveryStepRefusal', () => {
  it('lets a parcel move forward or stay', () => {
    expect(deliveryStepRefusal('PENDING', 'PACKED')).toBeNull();
    expect(deliveryStepRefusal('PENDING', 'SHIPPED')).toBeNull();
    expect(deliveryStepRefusal('PACKED', 'SHIPPED')).toBeNull();
    expect(deliveryStepRefusal('SHIPPED', 'SHIPPED')).toBeNull();
    expect(deliveryStepRefusal('SHIPPED', 'DELIVERED')).toBeNull();
    expect(deliveryStepRefusal('DELIVERED', 'RETURNED')).toBeNull();
    expect(deliveryStepRefusal('SHIPPED', 'RETURNED')).toBeNull();
  });

  it('refuses going back, returning what never left, and touching a booking without prasadam', () => {
    expect(deliveryStepRefusal('SHIPPED', 'PACKED')).toBe(
      'A parcel moves forward only: it is SHIPPED and cannot go back to PACKED',
    );
    expect(deliveryStepRefusal('PACKED', 'PENDING')).not.toBeNull();
    expect(deliveryStepRefusal('RETURNED', 'DELIVERED')).not.toBeNull();
    expect(deliveryStepRefusal('PACKED', 'RETURNED')).toBe('Only a parcel that was shipped can be returned');
    expect(deliveryStepRefusal('NONE', 'PACKED')).toBe('This booking has no prasadam to deliver');
    expect(deliveryStepRefusal('PENDING', 'NONE')).toBe('A parcel cannot be set back to no delivery');
  });
});

describe('parcelStatus', () => {
  it('treats an untouched booking with prasadam as waiting to be packed', () => {
    expect(parcelStatus('NONE', true)).toBe('PENDING');
    expect(parcelStatus('NONE', false)).toBe('NONE');
    expect(parcelStatus('SHIPPED', true)).toBe('SHIPPED');
    expect(parcelStatus('BOGUS', true)).toBe('NONE');
  });
});

describe('dispatchFormSchema', () => {
  const parcel = (trackingId: string) => ({ orderId: 'o1', reference: 'ABC123', trackingId });
  const messages = (v: unknown) =>
    dispatchFormSchema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('needs a carrier and a valid tracking id for each parcel shipped', () => {
    const base = { deliveryStatus: 'SHIPPED', carrier: 'UPS', shippingOption: '' };
    expect(messages({ ...base, parcels: [parcel('1Z999AA10123456784')] })).toEqual([]);
    expect(messages({ ...base, carrier: '', parcels: [parcel('1Z999AA10123456784')] })).toEqual([
      'carrier: Please choose the carrier',
    ]);
    expect(messages({ ...base, parcels: [parcel('')] })).toEqual([
      'parcels.0.trackingId: Please enter the tracking id of ABC123',
    ]);
    expect(messages({ ...base, parcels: [parcel('1Z999AA10123456785')] })).toHaveLength(1);
    expect(messages({ ...base, parcels: [] })).toEqual(['parcels: Please choose at least one parcel']);
  });

  it('lets parcels be packed without carrier or tracking id', () => {
    expect(
      messages({ deliveryStatus: 'PACKED', carrier: '', shippingOption: '', parcels: [parcel('')] }),
    ).toEqual([]);
  });
});

describe('parcelAddressLines', () => {
  const address = {
    name: 'Lakshmi Narayanan',
    code: '+1',
    phone: '6155550123',
    country: 'US',
    pinCode: '37013',
    city: 'Antioch',
    state: 'TN',
    line1: '1 Temple Way',
    line2: '',
    line3: '  ',
  };

  it('reads name, street lines, "city, state pin", country and phone, leaving out blank lines', () => {
    expect(parcelAddressLines({ address, devoteeName: 'Someone else' })).toEqual([
      'Lakshmi Narayanan',
      '1 Temple Way',
      'Antioch, TN 37013',
      'US',
      'Phone +1 6155550123',
    ]);
    // The page in Tamil says its own word for the phone line.
    expect(parcelAddressLines({ address, devoteeName: 'x' }, 'தொலைபேசி').at(-1)).toBe(
      'தொலைபேசி +1 6155550123',
    );
  });

  it('names the devotee where the address has no name, and leaves out a missing place or phone', () => {
    expect(
      parcelAddressLines({
        address: { ...address, name: ' ', city: '', state: '', pinCode: '', phone: '' },
        devoteeName: 'Ravi Kumar',
      }),
    ).toEqual(['Ravi Kumar', '1 Temple Way', 'US']);
    expect(parcelAddressLines({ address: { ...address, city: '', state: 'TN' }, devoteeName: 'x' })[2]).toBe(
      'TN 37013',
    );
  });
});
