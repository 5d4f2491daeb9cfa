import { readSdkMessage, WIDGET_SOURCE, type WidgetMessage } from './messages.js';

/** How long the widget waits for the page to hand it a new token. */
const RENEW_TIMEOUT_MS = 60_000;

/**
 * The widget's side of the messages: it posts only to the page that framed it (the origin the
 * server let through, '' for none) and reads only that page's messages.
 */
export class Bridge {
  #renewing: Promise<string | null> | null = null;

  constructor(private readonly parentOrigin: string) {}

  private get framed(): boolean {
    return this.parentOrigin !== '' && window.parent !== window;
  }

  post(message: WidgetMessage): void {
    if (this.framed) window.parent.postMessage({ source: WIDGET_SOURCE, ...message }, this.parentOrigin);
  }

  /** Asks the page for a fresh token: resolves with it, or null when none comes. */
  renewToken(): Promise<string | null> {
    if (!this.framed) return Promise.resolve(null);
    this.#renewing ??= new Promise<string | null>((resolve) => {
      const done = (token: string | null) => {
        window.removeEventListener('message', onMessage);
        clearTimeout(timer);
        this.#renewing = null;
        resolve(token);
      };
      const onMessage = (event: MessageEvent) => {
        if (event.source !== window.parent || event.origin !== this.parentOrigin) return;
        const message = readSdkMessage(event.data);
        if (message) done(message.type === 'token' ? message.token : null);
      };
      const timer = setTimeout(() => done(null), RENEW_TIMEOUT_MS);
      window.addEventListener('message', onMessage);
      this.post({ type: 'token-expired' });
    });
    return this.#renewing;
  }
}
