/**
 * Answers the page arrived with (JSON data blocks the server writes into index.html), each taken
 * once: the element leaves the page and a second reader gets nothing, so an answer seeds one query
 * at one moment and is never mistaken for a fresh one later. Anything unreadable counts as absent.
 */
export function takeBootData(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

/** The payload of a carried API answer that succeeded. */
export function okPayload(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object') return undefined;
  const { code, payload } = answer as { code?: unknown; payload?: unknown };
  return code === 'OK' && payload && typeof payload === 'object' ? payload : undefined;
}

/** When the page was answered (unix ms): what a carried answer's data is dated with. */
export function pageAnsweredAt(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation ? Math.round(performance.timeOrigin + navigation.responseStart) : Date.now();
}
