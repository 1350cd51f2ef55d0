import { describe, expect, it } from 'vitest';
import { linkOfReturn, rememberLinkPayment } from './link-payment-return';
import { MemoryStorage } from './memory-storage';

describe('link payment return', () => {
  it('finds the link a tab sent to the gateway under that requestId, and nothing for another', () => {
    const storage = new MemoryStorage();
    rememberLinkPayment('REQ1', 'link-1', storage);
    expect(linkOfReturn('REQ1', storage)).toBe('link-1');
    expect(linkOfReturn('REQ2', storage)).toBeNull();
    expect(linkOfReturn('', storage)).toBeNull();
    expect(linkOfReturn(null, storage)).toBeNull();
  });

  it('keeps the last ten links and ignores what it cannot read', () => {
    const storage = new MemoryStorage();
    for (let i = 0; i < 12; i += 1) rememberLinkPayment(`REQ${i}`, `link-${i}`, storage);
    expect(linkOfReturn('REQ0', storage)).toBeNull();
    expect(linkOfReturn('REQ11', storage)).toBe('link-11');
    storage.setItem('sannidhi.linkPayments', 'not json');
    expect(linkOfReturn('REQ11', storage)).toBeNull();
    storage.setItem('sannidhi.linkPayments', '{"REQ":5}');
    expect(linkOfReturn('REQ', storage)).toBeNull();
  });

  it('remembers nothing without a requestId or a storage', () => {
    const storage = new MemoryStorage();
    rememberLinkPayment('', 'link-1', storage);
    expect(storage.length).toBe(0);
    expect(() => rememberLinkPayment('REQ', 'link', null)).not.toThrow();
  });
});
