import { KYC_STATUS, type KycStatusName } from '@meridian/contract/kyc';

const NAMES = Object.keys(KYC_STATUS) as KycStatusName[];

/** The name of a user's `kyc` value; a value this app does not know yet reads as not verified. */
export function kycStatusName(kyc: number): KycStatusName {
  return NAMES.find((name) => KYC_STATUS[name] === kyc) ?? 'not_verified';
}

/** Whether the player can (re)start the identity check: nothing sent yet, or a rejection to fix. */
export function canStartCheck(status: KycStatusName): boolean {
  return status === 'not_verified' || status === 'rejected';
}
