import { KYC_STATUS } from '@meridian/contract/kyc';
import { describe, expect, it } from 'vitest';
import { canStartCheck, kycStatusName } from './kyc-status';

describe('kycStatusName', () => {
  it('names each kyc value of the user', () => {
    expect(kycStatusName(KYC_STATUS.not_verified)).toBe('not_verified');
    expect(kycStatusName(KYC_STATUS.pending)).toBe('pending');
    expect(kycStatusName(KYC_STATUS.verified)).toBe('verified');
    expect(kycStatusName(KYC_STATUS.rejected)).toBe('rejected');
    expect(kycStatusName(KYC_STATUS.review)).toBe('review');
  });

  it('reads a value it does not know as not verified', () => {
    expect(kycStatusName(9)).toBe('not_verified');
  });
});

describe('canStartCheck', () => {
  it('offers the check before anything is sent and after a rejection only', () => {
    expect(canStartCheck('not_verified')).toBe(true);
    expect(canStartCheck('rejected')).toBe(true);
    expect(canStartCheck('pending')).toBe(false);
    expect(canStartCheck('review')).toBe(false);
    expect(canStartCheck('verified')).toBe(false);
  });
});
