import { describe, expect, it } from 'vitest';
import { takeRefParam } from './take-ref-param';

describe('takeRefParam', () => {
  it('is null without a ref parameter', () => {
    expect(takeRefParam('')).toBeNull();
    expect(takeRefParam('?utm_source=ad')).toBeNull();
  });

  it('takes the code and keeps the other parameters', () => {
    expect(takeRefParam('?ref=K7PQ2M')).toEqual({ code: 'K7PQ2M', search: '' });
    expect(takeRefParam('?utm_source=ad&ref=%20K7PQ2M%20&x=1')).toEqual({ code: 'K7PQ2M', search: '?utm_source=ad&x=1' });
  });

  it('strips a ref the server would refuse without sending it', () => {
    expect(takeRefParam('?ref=')).toEqual({ code: null, search: '' });
    expect(takeRefParam(`?ref=${'A'.repeat(41)}&x=1`)).toEqual({ code: null, search: '?x=1' });
  });
});
