import type { KycAccessToken, KycSdkEvent, KycSdkInitOptions } from '@meridian/contract/kyc';
import { vi } from 'vitest';

let scripts = 0;

/**
 * An access token as `GET /user/sumsub/access-token` answers it. Each has an SDK address of its own
 * unless given one: the loader keeps what it loaded for the page's life.
 */
export function buildAccessToken(overrides: Partial<KycAccessToken> = {}): KycAccessToken {
  scripts += 1;
  return {
    token: `applicant-token-${scripts}`,
    sdk_url: `/providers/kyc/sdk-${scripts}.js`,
    expires_at: Math.floor(Date.now() / 1000) + 600,
    ...overrides,
  };
}

/** One `init` of the fake SDK: what the page handed it, and whether it was destroyed. */
export interface FakeKycWidget {
  options: KycSdkInitOptions;
  destroy: ReturnType<typeof vi.fn>;
  /** The provider's widget reports an event to the page. */
  emit: (event: KycSdkEvent) => void;
}

/** A stand-in for the provider's SDK, as its script defines it: `window.MeridianKyc`. */
export function installFakeKycSdk() {
  const widgets: FakeKycWidget[] = [];
  const sdk = {
    init: vi.fn((options: KycSdkInitOptions) => {
      // The real SDK frames the provider's widget; a frame would try to load a page here.
      const frame = document.createElement('div');
      frame.title = 'Identity verification';
      options.container.append(frame);
      const destroy = vi.fn(() => frame.remove());
      widgets.push({ options, destroy, emit: (event) => options.onEvent(event) });
      return { destroy };
    }),
  };
  window.MeridianKyc = sdk;
  return { sdk, widgets, last: () => widgets.at(-1) };
}

/** Holds back the SDK's `<script>` tags so a test decides when (and whether) each loads. */
export function catchSdkScripts() {
  const caught: HTMLScriptElement[] = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0];
    if (script instanceof HTMLScriptElement && script.src.includes('/providers/kyc/')) caught.push(script);
    else append(...nodes);
  });
  return {
    caught,
    load: () => caught.at(-1)?.onload?.(new Event('load')),
    fail: () => caught.at(-1)?.onerror?.(new Event('error')),
  };
}
