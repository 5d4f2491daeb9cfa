import { Suspense } from 'react';
import { lazyComponent } from '../../../shared/browser/lazy-code';

const Footer = lazyComponent(async () => (await import('./footer')).Footer);

/** The footer sits below the content: its code (pickers, policy links, support) follows the first paint. */
export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
