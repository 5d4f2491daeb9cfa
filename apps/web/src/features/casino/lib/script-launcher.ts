/**
 * Providers whose games run from a script instead of a frame (spec 001 §4: a script launcher loads its
 * script and launches into a container). The script registers itself by the provider's code:
 *
 *   window.meridianGameLaunchers[provider] = { launch(container, { url, options, onLoad }) }
 *
 * and `launch` draws the game into the container, calls `onLoad` once it is playable, and may return
 * a handle whose `destroy()` runs when the player leaves the game.
 */
export interface ScriptLaunchOptions {
  /** The launch answer's `url`. */
  url: string;
  /** The launch answer's `launch_options`. */
  options: Record<string, unknown>;
  onLoad: () => void;
}

export interface ScriptGameLauncher {
  launch(container: HTMLElement, options: ScriptLaunchOptions): { destroy?: () => void } | undefined;
}

declare global {
  interface Window {
    meridianGameLaunchers?: Record<string, ScriptGameLauncher | undefined>;
  }
}

/** Spec 001 §9: a launcher script that has not arrived in 30 s counts as failed. */
export const SCRIPT_TIMEOUT_MS = 30_000;

const loading = new Map<string, Promise<void>>();

/** Adds the script once per address; resolves when it has run. A failed load can be tried again. */
export function loadLauncherScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(new Error(`launcher script timed out: ${src}`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(error);
    }
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`launcher script failed: ${src}`));
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/** The launcher a provider's script registered, once it has run. */
export function launcherFor(provider: string): ScriptGameLauncher | null {
  return window.meridianGameLaunchers?.[provider] ?? null;
}
