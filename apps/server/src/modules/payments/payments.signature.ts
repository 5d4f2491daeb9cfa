export { checkSignature, SIGNATURE_WINDOW_S, type SignatureCheck, signPayload } from '../../platform/signature.js';

export const SIGNATURE_HEADER = 'x-payment-signature';
export const TIMESTAMP_HEADER = 'x-payment-timestamp';
