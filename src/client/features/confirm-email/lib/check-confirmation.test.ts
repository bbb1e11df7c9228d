import { describe, expect, it } from 'vitest';
import { CONFIRM_MESSAGES, checkConfirmation } from './check-confirmation';

describe('checkConfirmation', () => {
  it('asks for the address when nothing (or only spaces) was typed', () => {
    expect(checkConfirmation('ann@example.com', '')).toBe(CONFIRM_MESSAGES.empty);
    expect(checkConfirmation('ann@example.com', '   ')).toBe(CONFIRM_MESSAGES.empty);
  });

  it('accepts the same address in any case, around spaces', () => {
    expect(checkConfirmation('ann@example.com', ' Ann@Example.COM ')).toBeNull();
  });

  it('refuses a different address', () => {
    expect(checkConfirmation('ann@example.com', 'anne@example.com')).toBe(CONFIRM_MESSAGES.mismatch);
  });
});
