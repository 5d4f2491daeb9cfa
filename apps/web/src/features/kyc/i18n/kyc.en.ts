/**
 * English texts of identity verification (namespace "kyc"): the source of truth for their
 * keys and the fallback of every other language. The status names are site texts (`kyc.status.*`),
 * shared with the profile page.
 */
export const kycEn = {
  'kyc.page.intro':
    'We confirm the identity of our players to keep accounts and payments safe. Larger withdrawals need a verified identity.',
  'kyc.page.statusTitle': 'Your status',
  'kyc.page.checkTitle': 'Identity check',

  'kyc.state.not_verified': 'You have not verified your identity yet. It takes a few minutes.',
  'kyc.state.pending': 'We are checking your documents. This page updates as soon as the result is in.',
  'kyc.state.verified': 'Your identity is verified. There is nothing more to do.',
  'kyc.state.rejected':
    'Your documents were not accepted. Fix what the check points out and resubmit them: the check tells you what is missing.',
  'kyc.state.review':
    'A specialist is reviewing your documents. This page updates as soon as they finish; there is nothing to do meanwhile.',
  'kyc.submitted': 'Thank you — we are checking your documents.',

  'kyc.widget.prepare': 'Before you start, have ready:',
  'kyc.widget.document': 'an identity document: a passport, an identity card or a driving licence',
  'kyc.widget.selfie': 'a selfie: a device with a camera, or a recent photo of your face',
  'kyc.widget.start': 'Verify my identity',
  'kyc.widget.resubmit': 'Fix and resubmit',
  'kyc.widget.launching': 'Starting the identity check…',
  'kyc.widget.retry': 'Retry',

  'kyc.error.title': 'The identity check could not continue',
  'kyc.error.unavailable': 'The verification service is not available right now. Try again in a few minutes.',
  'kyc.error.network': 'No connection. Check your network settings and try again.',
  'kyc.error.token': 'We could not start the identity check. Try again.',
  'kyc.error.script': 'The identity check could not be loaded. Check your connection and try again.',
  'kyc.error.interrupted': 'The identity check was interrupted. Start it again to continue where you left off.',
} as const;

export type KycTextKey = keyof typeof kycEn;
