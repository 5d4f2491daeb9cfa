import { type RefObject, useEffect, useState } from 'react';

/** The tallest a framed page may ask to be: a runaway report cannot make the page endless. */
const MOST = 20_000;

/**
 * The height a frame's page asks for, from a message `{ source, type: 'resize', height }` (the
 * built-in providers' shape: docs/api.md "The payment frame"), or null when `data` is not one.
 */
export function frameHeightOf(data: unknown, source: string): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== source || message.type !== 'resize') return null;
  const height = message.height;
  if (typeof height !== 'number' || !Number.isFinite(height) || height < 0) return null;
  return Math.min(Math.ceil(height), MOST);
}

/** The origin of a frame's address, read against the page's own. */
function originOf(src: string): string | null {
  try {
    return new URL(src, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * How tall the page in a frame says it is: only a message from that frame's window, from the origin
 * of its address and of the given source counts. Null until the page has said (and again for a new
 * address), so the caller keeps a floor meanwhile.
 */
export function useFrameHeight(frame: RefObject<HTMLIFrameElement | null>, src: string | null, source: string) {
  const [height, setHeight] = useState<{ src: string; height: number } | null>(null);

  useEffect(() => {
    if (!src) return;
    const origin = originOf(src);
    const onMessage = (event: MessageEvent) => {
      const from = frame.current?.contentWindow;
      if (!from || event.source !== from || event.origin !== origin) return;
      const next = frameHeightOf(event.data, source);
      if (next !== null) setHeight({ src, height: next });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, src, source]);

  return height && height.src === src ? height.height : null;
}
