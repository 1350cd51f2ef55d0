import { describe, expect, it } from 'vitest';
import { shippingOptionFor, trackingUrl } from './shipping';

describe('shippingOptionFor', () => {
  it('ships next-day air within the country and worldwide expedited abroad', () => {
    expect(shippingOptionFor('US', 'us')).toBe('ups_next_day_air');
    expect(shippingOptionFor('US', 'IN')).toBe('ups_worldwide_expedited');
    expect(shippingOptionFor('IN', '')).toBe('ups_next_day_air');
  });
});

describe('trackingUrl', () => {
  it('links UPS and the stamps service, and nothing without an id or a known carrier', () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrl('STAMPS', '9400 1000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000',
    );
    expect(trackingUrl('UPS', ' ')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
  });
});
