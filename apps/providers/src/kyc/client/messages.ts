/**
 * The messages between the widget (in its frame) and the SDK (on the operator's page), by
 * postMessage. Each side posts only to the other's origin and reads only messages from the other's
 * window and origin; these functions check the shape of what arrives.
 */

export const WIDGET_SOURCE = 'meridian-kyc';
export const SDK_SOURCE = 'meridian-kyc-sdk';

export type KycStatusName = 'pending' | 'approved' | 'rejected' | 'review';

/** The events the operator's page gets through `onEvent`. */
export type KycEvent =
  | { type: 'ready' }
  | { type: 'step'; step: string }
  | { type: 'submitted' }
  | { type: 'status'; status: KycStatusName; reasons?: string[] }
  | { type: 'error'; message: string };

/** What the widget tells the SDK: an event, its height, or that its token ran out. */
export type WidgetMessage = KycEvent | { type: 'resize'; height: number } | { type: 'token-expired' };

/** What the SDK tells the widget: a fresh token, or that none came. */
export type SdkMessage = { type: 'token'; token: string } | { type: 'token-failed' };

const STATUSES = new Set<string>(['pending', 'approved', 'rejected', 'review']);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown, max = 2000): value is string => typeof value === 'string' && value.length <= max;

/** A message of the widget, or null when `data` is not one. */
export function readWidgetMessage(data: unknown): WidgetMessage | null {
  if (!isRecord(data) || data.source !== WIDGET_SOURCE) return null;
  switch (data.type) {
    case 'ready':
    case 'submitted':
    case 'token-expired':
      return { type: data.type };
    case 'step':
      return isText(data.step, 50) ? { type: 'step', step: data.step } : null;
    case 'error':
      return isText(data.message) ? { type: 'error', message: data.message } : null;
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0
        ? { type: 'resize', height: Math.min(data.height, 20_000) }
        : null;
    case 'status': {
      if (!isText(data.status) || !STATUSES.has(data.status)) return null;
      const status = data.status as KycStatusName;
      if (data.reasons === undefined) return { type: 'status', status };
      if (!Array.isArray(data.reasons) || !data.reasons.every((r) => isText(r, 500))) return null;
      return { type: 'status', status, reasons: data.reasons.slice(0, 20) as string[] };
    }
    default:
      return null;
  }
}

/** A message of the SDK, or null when `data` is not one. */
export function readSdkMessage(data: unknown): SdkMessage | null {
  if (!isRecord(data) || data.source !== SDK_SOURCE) return null;
  if (data.type === 'token') return isText(data.token, 500) && data.token ? { type: 'token', token: data.token } : null;
  return data.type === 'token-failed' ? { type: 'token-failed' } : null;
}

/** The event the operator's page sees for a widget message (none for the frame's own housekeeping). */
export function eventOf(message: WidgetMessage): KycEvent | null {
  return message.type === 'resize' || message.type === 'token-expired' ? null : message;
}
