import { describe, expect, it } from 'vitest';
import { eventOf, readSdkMessage, readWidgetMessage, SDK_SOURCE, WIDGET_SOURCE } from './messages.js';

describe('readWidgetMessage', () => {
  it('reads each event of the SDK contract', () => {
    const read = (data: object) => readWidgetMessage({ source: WIDGET_SOURCE, ...data });
    expect(read({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(read({ type: 'step', step: 'selfie' })).toEqual({ type: 'step', step: 'selfie' });
    expect(read({ type: 'submitted', extra: 1 })).toEqual({ type: 'submitted' });
    expect(read({ type: 'status', status: 'rejected', reasons: ['document_expired'] })).toEqual({
      type: 'status',
      status: 'rejected',
      reasons: ['document_expired'],
    });
    expect(read({ type: 'status', status: 'approved' })).toEqual({ type: 'status', status: 'approved' });
    expect(read({ type: 'error', message: 'Oops' })).toEqual({ type: 'error', message: 'Oops' });
  });

  it('ignores what is not the widget’s, or not well formed', () => {
    expect(readWidgetMessage({ type: 'ready' })).toBeNull();
    expect(readWidgetMessage({ source: 'other', type: 'ready' })).toBeNull();
    expect(readWidgetMessage('ready')).toBeNull();
    expect(readWidgetMessage({ source: WIDGET_SOURCE, type: 'status', status: 'hacked' })).toBeNull();
    expect(readWidgetMessage({ source: WIDGET_SOURCE, type: 'status', status: 'approved', reasons: [1] })).toBeNull();
    expect(readWidgetMessage({ source: WIDGET_SOURCE, type: 'resize', height: Number.NaN })).toBeNull();
    expect(readWidgetMessage({ source: WIDGET_SOURCE, type: 'navigate', url: 'https://evil.example' })).toBeNull();
  });

  it('keeps the frame’s housekeeping (its height, its token) from the page’s events', () => {
    const resize = readWidgetMessage({ source: WIDGET_SOURCE, type: 'resize', height: 640 });
    const expired = readWidgetMessage({ source: WIDGET_SOURCE, type: 'token-expired' });
    expect(resize && eventOf(resize)).toBeNull();
    expect(expired && eventOf(expired)).toBeNull();
  });
});

describe('readSdkMessage', () => {
  it('reads a new token or its failure, and nothing else', () => {
    expect(readSdkMessage({ source: SDK_SOURCE, type: 'token', token: 'kyc_abc' })).toEqual({
      type: 'token',
      token: 'kyc_abc',
    });
    expect(readSdkMessage({ source: SDK_SOURCE, type: 'token-failed' })).toEqual({ type: 'token-failed' });
    expect(readSdkMessage({ source: SDK_SOURCE, type: 'token', token: '' })).toBeNull();
    expect(readSdkMessage({ source: WIDGET_SOURCE, type: 'token', token: 'kyc_abc' })).toBeNull();
  });
});
