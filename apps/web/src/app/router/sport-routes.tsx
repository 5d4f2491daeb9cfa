import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../shared/browser/lazy-code';
import { MobileOnly } from './guards/mobile-only';
import { NumericParams } from './guards/numeric-params';
import type { RouteHandle } from './route-handle';

const eventHandle: RouteHandle = { title: 'title.event' };
const statisticsHandle: RouteHandle = { title: 'title.statistics' };

type SourceProps = { source: 'line' | 'live' };
const SportsListPage = lazyComponent(
  async () =>
    (await import('../../features/sports/screens/sports-list-page')).SportsListPage as ComponentType<SourceProps>,
);
const EventPage = lazyComponent(
  async () => (await import('../../features/sports/screens/event-page')).EventPage as ComponentType<SourceProps>,
);
const EventStatisticsPage = lazyComponent(
  async () => (await import('../../features/sports/screens/event-statistics-page')).EventStatisticsPage,
);

/** /line and /live with optional numeric sport, league and event (spec 001 §2). */
function sourceRoutes(source: 'line' | 'live'): RouteObject {
  // Keyed by source so moving between line and live starts the screen afresh.
  const list = <SportsListPage key={source} source={source} />;
  const eventChildren: RouteObject[] = [{ index: true, element: <EventPage key={source} source={source} /> }];
  if (source === 'live') {
    eventChildren.push({
      element: <MobileOnly />,
      children: [{ path: 'statistics', element: <EventStatisticsPage />, handle: statisticsHandle }],
    });
  }
  return {
    path: source,
    handle: {
      title: source === 'live' ? 'title.live' : 'title.line',
      description: source === 'live' ? 'meta.live' : 'meta.line',
    } satisfies RouteHandle,
    children: [
      { index: true, element: list },
      {
        element: <NumericParams />,
        children: [
          { path: ':sport', element: list },
          { path: ':sport/:league', element: list },
          { path: ':sport/:league/:event', handle: eventHandle, children: eventChildren },
        ],
      },
    ],
  };
}

export const sportRoutes: RouteObject[] = [sourceRoutes('line'), sourceRoutes('live')];
