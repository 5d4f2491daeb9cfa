export function isAndroid(userAgent: string = navigator.userAgent): boolean {
  return /android/i.test(userAgent);
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
