import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { groupOrders, isTicketGroup, ticketCountLabel } from './group-orders';

const order = (id: string, itemId: string, slotId: string, variant: string, status = 'NOT_COMPLETED') =>
  ({ id, itemId, slotId, status, variants: [{ name: variant, quantity: 1, unitPrice: 100 }] }) as OrderView;

describe('groupOrders', () => {
  it('groups by item and slot, sorts by the trailing number, and leaves out on-hold orders when asked', () => {
    const groups = groupOrders(
      [
        order('a', 'i1', 's1', 'Ticket^#T2'),
        order('b', 'i2', 's1', 'Single'),
        order('c', 'i1', 's1', 'Ticket^#T1'),
        order('d', 'i3', 's2', 'Single', 'ON_HOLD'),
      ],
      true,
    );
    expect(groups.map((g) => g.orders.map((o) => o.id))).toEqual([['c', 'a'], ['b']]);
    expect(isTicketGroup(groups[0]!)).toBe(true);
    expect(isTicketGroup(groups[1]!)).toBe(false);
    expect(groupOrders([order('d', 'i3', 's2', 'Single', 'ON_HOLD')], false)).toHaveLength(1);
  });
});

describe('ticketCountLabel', () => {
  it('says one ticket in the singular', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(i18n._(ticketCountLabel(1))).toBe('1 ticket');
    expect(i18n._(ticketCountLabel(3))).toBe('3 tickets');
  });
});
