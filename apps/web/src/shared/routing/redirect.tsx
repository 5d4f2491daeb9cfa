import { Navigate } from 'react-router';
import { inBrowser } from '../browser/page-context';

/** Where a screen sent its visitor in the server's render under way. */
let rendered: string | null = null;

/** The address a screen of the server's render under way sent its visitor to, if any; cleared for the next render. */
export function takeRenderedRedirect(): string | null {
  const to = rendered;
  rendered = null;
  return to;
}

/**
 * Sends the visitor to another address at once, in place of this one (an event that went live, a
 * promotion that is gone). In the browser it is React Router's `<Navigate replace>`; the server
 * cannot navigate, so it notes the address and answers the page with a redirect to it
 * (entry-server.tsx): a visitor without JavaScript, or a search engine, lands there too, instead of
 * on an empty page. The route tables' old and unknown paths use it too. What only the browser can
 * decide (the session's guards, the window's layout) stays a `<Navigate>`: the server renders every
 * page for a visitor in the guessed layout, and must not send a signed-in player away.
 */
export function Redirect({ to }: { to: string }) {
  if (!inBrowser) {
    rendered ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
