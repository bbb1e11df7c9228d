import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { classifySaveError, closedReason } from './save-failure';

describe('classifySaveError', () => {
  it('retries network, rate-limit and server failures', () => {
    expect(classifySaveError(new ApiError('NETWORK', '', 0))).toBe('transient');
    expect(classifySaveError(new ApiError('RATE_LIMITED', '', 429))).toBe('transient');
    expect(classifySaveError(new ApiError('SERVICE_UNAVAILABLE', '', 503))).toBe('transient');
    expect(classifySaveError(new TypeError('boom'))).toBe('transient');
  });

  it('refuses a bad choice for good', () => {
    expect(classifySaveError(new ApiError('OPTION_OUT_OF_RANGE', '', 422))).toBe('rejected');
    expect(classifySaveError(new ApiError('QUESTION_NOT_FOUND', '', 404))).toBe('rejected');
  });

  it('closes the attempt when it expired, was submitted or is no longer found', () => {
    expect(classifySaveError(new ApiError('ATTEMPT_EXPIRED', '', 409))).toBe('closed');
    expect(classifySaveError(new ApiError('ATTEMPT_SUBMITTED', '', 409))).toBe('closed');
    expect(classifySaveError(new ApiError('ATTEMPT_NOT_FOUND', '', 404))).toBe('closed');
  });
});

describe('closedReason', () => {
  it('says why the attempt is closed', () => {
    expect(closedReason(new ApiError('ATTEMPT_EXPIRED', '', 409))).toBe('expired');
    expect(closedReason(new ApiError('ATTEMPT_SUBMITTED', '', 409))).toBe('submitted');
    expect(closedReason(new ApiError('ATTEMPT_NOT_FOUND', '', 404))).toBe('lost');
  });
});
