import type { SupportMessageBody } from '@meridian/contract/support';
import { callApi } from '../../../shared/api/call-api';
import { identityHeaders, type SupportIdentity } from './support-conversation';

/** `POST /support/messages`: idempotent by `client_message_id`, so a retry sends the same id. */
export function sendSupportMessage(identity: SupportIdentity, body: SupportMessageBody) {
  return callApi('POST /support/messages', { body, ...identityHeaders(identity) });
}

/** `POST /support/read`: the answers up to `upTo` are read by the player or visitor. */
export function markSupportRead(identity: SupportIdentity, upTo: string) {
  return callApi('POST /support/read', { body: { up_to: upTo }, ...identityHeaders(identity) });
}

/** `POST /support/visitor`: a visitor's token after the bot check. */
export function createSupportVisitor(captcha: string | undefined) {
  return callApi('POST /support/visitor', { body: { captcha }, anonymous: true });
}
