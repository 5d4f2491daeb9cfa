import type { SupportContact, SupportConversation, SupportOwnConversation } from '@meridian/contract/support';

/** A conversation as its player or visitor sees it: no contact record, no assignee's e-mail. */
export function ownConversation(conversation: SupportConversation): SupportOwnConversation {
  return {
    id: conversation.id,
    status: conversation.status,
    created_at: conversation.created_at,
    updated_at: conversation.updated_at,
    last_message: conversation.last_message,
    unread_by_contact: conversation.unread_by_contact,
  };
}

/** The contact a conversation belongs to, read from its external id. */
export function contactOf(
  contact: SupportContact,
): { kind: 'player'; userId: bigint } | { kind: 'visitor'; visitorId: string } | null {
  const [kind, id = ''] = contact.external_id.split(':');
  if (kind === 'player' && /^[1-9][0-9]{0,17}$/.test(id)) return { kind, userId: BigInt(id) };
  if (kind === 'visitor' && id) return { kind, visitorId: id };
  return null;
}

/** The name players see for an operator: the first word of their e-mail's local part, capitalised. */
export function operatorDisplayName(email: string): string {
  const word = email.split('@')[0]?.split(/[._+-]/)[0] ?? '';
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : 'Support';
}
