import { describe, expect, it } from 'vitest';
import { describeMailError } from './describe-mail-error';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-retry';

describe('retry schedule', () => {
  it('retries quickly at first, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 19].map(retryDelayMs)).toEqual([10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3_600_000, 3_600_000]);
    expect(MAX_MAIL_ATTEMPTS).toBe(20);
  });
});

describe('describeMailError', () => {
  it('keeps the code and message on one line, without credentials, and short', () => {
    const err = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
    expect(describeMailError(err)).toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:25');
    expect(describeMailError(new Error('bad url smtp://user:s3cret@mail.example.com:587\nnext line'))).toBe(
      'bad url smtp://***@mail.example.com:587 next line',
    );
    expect(describeMailError(new Error('x'.repeat(1000))).length).toBe(300);
    expect(describeMailError('plain')).toBe('plain');
  });
});
