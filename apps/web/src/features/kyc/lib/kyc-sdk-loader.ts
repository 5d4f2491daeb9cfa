import type { KycSdk } from '@meridian/contract/kyc';

declare global {
  interface Window {
    /** Set by the verification provider's SDK script once it has run. */
    MeridianKyc?: KycSdk;
  }
}

/** Loads the SDK from the address the access token came with; answers the SDK the script defined. */
export type KycSdkLoader = (src: string) => Promise<KycSdk>;

/** A script that has not arrived in 30 s counts as failed, as the casino's launcher scripts do. */
export const SDK_TIMEOUT_MS = 30_000;

const loading = new Map<string, Promise<KycSdk>>();

/**
 * Adds the SDK's `<script>` once per address and answers `window.MeridianKyc` when it has run. The
 * SDK must come from a script tag (it finds its widget beside its own `src`). A failed load, or a
 * script that defines no SDK, is forgotten so that a retry adds the script again.
 */
export function loadKycSdk(src: string, timeoutMs = SDK_TIMEOUT_MS): Promise<KycSdk> {
  const address = new URL(src, document.baseURI).href;
  const known = loading.get(address);
  if (known) return known;
  const promise = new Promise<KycSdk>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(new Error(`verification SDK timed out: ${address}`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      script.remove();
      loading.delete(address);
      reject(error);
    }
    script.src = address;
    script.async = true;
    script.onload = () => {
      const sdk = window.MeridianKyc;
      if (!sdk || typeof sdk.init !== 'function') return fail(new Error(`verification SDK not defined by ${address}`));
      clearTimeout(timer);
      resolve(sdk);
    };
    script.onerror = () => fail(new Error(`verification SDK failed to load: ${address}`));
    document.head.append(script);
  });
  loading.set(address, promise);
  return promise;
}
