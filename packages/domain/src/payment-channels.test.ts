import { describe, expect, it } from 'vitest';
import {
  channelIssue,
  channelsForCenter,
  isRecordedChannel,
  PAYMENT_LINK_VALIDITY_TEXT,
  referenceErrors,
} from './payment-channels';

describe('channelsForCenter', () => {
  it('offers the card machine in India, the US terminal in the US, neither elsewhere', () => {
    expect(channelsForCenter('IN')).toEqual([
      'CASH',
      'PAYMENT_LINK',
      'DEMAND_DRAFT',
      'CHEQUE',
      'QR_CODE',
      'CARD_MACHINE',
      'GPMS',
    ]);
    expect(channelsForCenter('us')).toContain('US_CARD_TERMINAL');
    expect(channelsForCenter('US')).not.toContain('CARD_MACHINE');
    expect(channelsForCenter('NP')).not.toContain('CARD_MACHINE');
    expect(channelsForCenter('NP')).not.toContain('US_CARD_TERMINAL');
  });
  it('gives a devotee the gateway only', () => {
    expect(channelsForCenter('IN', false)).toEqual(['GPMS']);
  });
});

describe('channelIssue', () => {
  it('refuses a channel the centre does not offer', () => {
    expect(channelIssue('CARD_MACHINE', undefined, 'US')).toEqual({
      path: 'paymentChannel',
      message: 'the card machine is only available at Indian centres',
    });
    expect(channelIssue('US_CARD_TERMINAL', undefined, 'IN')?.message).toBe(
      'the US card terminal is only available at US centres',
    );
    expect(channelIssue('CARD_MACHINE', undefined, 'IN')).toBeNull();
  });
  it('asks for the number and bank of drafts and cheques, the reference of QR payments', () => {
    expect(channelIssue('CHEQUE', { reference: '004512', bank: '' }, 'IN')).toEqual({
      path: 'paymentReference.bank',
      message: 'This field is mandatory',
    });
    expect(channelIssue('QR_CODE', { reference: ' ', bank: '' }, 'IN')?.path).toBe(
      'paymentReference.reference',
    );
    expect(channelIssue('QR_CODE', { reference: 'UTR1', bank: '' }, 'IN')).toBeNull();
    expect(referenceErrors('DEMAND_DRAFT', undefined)).toEqual({
      reference: 'This field is mandatory',
      bank: 'This field is mandatory',
    });
    expect(referenceErrors('CASH', undefined)).toEqual({});
  });
});

describe('isRecordedChannel', () => {
  it('is true for cash, draft, cheque and QR only', () => {
    expect(['CASH', 'DEMAND_DRAFT', 'CHEQUE', 'QR_CODE'].every((c) => isRecordedChannel(c as never))).toBe(
      true,
    );
    expect(isRecordedChannel('GPMS')).toBe(false);
    expect(isRecordedChannel('CARD_MACHINE')).toBe(false);
  });
  it('states the payment-link validity from the constant', () => {
    expect(PAYMENT_LINK_VALIDITY_TEXT).toBe('valid for 3 hours');
  });
});
