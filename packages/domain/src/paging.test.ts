import { describe, expect, it } from 'vitest';
import { pageFields, pageWindow } from './paging';

describe('paging', () => {
  it('takes the first page from the first row and a later page after the rows before it', () => {
    expect(pageWindow(1, 25)).toEqual({ limit: 25, offset: 0 });
    expect(pageWindow(3, 50)).toEqual({ limit: 50, offset: 100 });
  });

  it('answers the total with the page and its size', () => {
    expect(pageFields(2, 25, 61)).toEqual({ total: 61, page: 2, pageSize: 25 });
  });
});
