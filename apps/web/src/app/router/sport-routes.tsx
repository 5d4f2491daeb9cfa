import type { RouteObject } from 'react-router';
import { UnderConstructionState } from '../../shared/ui/states/under-construction-state';
import { MobileOnly } from './guards/mobile-only';
import { NumericParams } from './guards/numeric-params';

/** /line and /live with optional numeric sport, league and event (spec 001 §2). */
function sourceRoutes(source: 'line' | 'live'): RouteObject {
  const eventChildren: RouteObject[] = [{ index: true, element: <UnderConstructionState /> }];
  if (source === 'live') {
    eventChildren.push({
      element: <MobileOnly />,
      children: [{ path: 'statistics', element: <UnderConstructionState /> }],
    });
  }
  return {
    path: source,
    children: [
      { index: true, element: <UnderConstructionState /> },
      {
        element: <NumericParams />,
        children: [
          { path: ':sport', element: <UnderConstructionState /> },
          { path: ':sport/:league', element: <UnderConstructionState /> },
          { path: ':sport/:league/:event', children: eventChildren },
        ],
      },
    ],
  };
}

export const sportRoutes: RouteObject[] = [sourceRoutes('line'), sourceRoutes('live')];
