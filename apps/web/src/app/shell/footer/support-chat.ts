type IntercomCommand = (command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    Intercom?: IntercomCommand;
  }
}

const WIDGET_URL = 'https://widget.intercom.io/widget/';

function loadIntercom(appId: string): Promise<IntercomCommand> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${WIDGET_URL}${encodeURIComponent(appId)}`;
    script.onload = () => {
      const intercom = window.Intercom;
      if (!intercom) return reject(new Error('support chat did not start'));
      intercom('boot', { app_id: appId });
      resolve(intercom);
    };
    script.onerror = () => reject(new Error('support chat could not load'));
    document.head.append(script);
  });
}

let loading: Promise<IntercomCommand> | null = null;

/**
 * Opens the support chat when one is configured; otherwise, or when it cannot load, `instead` (the
 * contacts popup: the player sees the ways to reach support rather than a mail program opening).
 */
export async function openSupport(appId: string | null, instead: () => void): Promise<void> {
  if (!appId) return instead();
  try {
    loading ??= window.Intercom ? Promise.resolve(window.Intercom) : loadIntercom(appId);
    (await loading)('show');
  } catch {
    loading = null;
    instead();
  }
}
