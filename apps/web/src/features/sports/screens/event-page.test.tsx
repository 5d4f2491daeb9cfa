import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { usePageNameStore } from '../../../shared/browser/page-name.store';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { buildLiveMatch, buildMarket, buildMatch, buildOutcome } from '../../../test/match.factory';
import { renderApp } from '../../../test/render-app';

const slow = { timeout: 5000 };
const premier = { id: 10, name: 'Premier Division', image: '' };

function location() {
  return screen.getByTestId('location').textContent;
}

describe('EventPage', { timeout: 20_000 }, () => {
  let realtime: ReturnType<typeof installFakeRealtime>;
  beforeEach(() => {
    realtime = installFakeRealtime();
    useBetSlipStore.setState({ items: [] });
  });

  it('follows the match channel and says the event was deleted when it disappears', async () => {
    const match = buildLiveMatch({ id: 5, tournament: premier });
    let gone = false;
    stubFetch({ '/events/match': () => envelope({ list: gone ? [] : [match] }) });
    renderApp('/live/1/10/5');
    expect(await screen.findByTestId('event-score', {}, slow)).toHaveProperty('textContent', '1 : 0');

    const socket = realtime.open();
    await waitFor(() => expect(realtime.subscribed()).toContain('match:5'));
    act(() =>
      socket.receive({
        type: 'update',
        channel: 'match:5',
        data: {
          deltas: [
            {
              id: 5,
              state: {
                is_live: true,
                status_id: 1,
                current_part: match.current_part,
                info: { ...match.info, scores: [{ part_id: 1, name: 'Full time', home: 2, away: 0 }] },
              },
            },
          ],
        },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('event-score').textContent).toBe('2 : 0'));

    gone = true;
    act(() => socket.receive({ type: 'update', channel: 'match:5', data: { deltas: [{ id: 5, removed: true }] } }));
    expect(await screen.findByText('Event was deleted', {}, slow)).toBeTruthy();
    expect(location()).toBe('/live/1/10/5');
  });

  it('shows every market grouped, with part tabs asking for that part', async () => {
    const totals = [
      buildMarket({ name: 'Total 2.5', group: 'Total', type_id: 2 }),
      buildMarket({ name: 'Total 3.5', group: 'Total', type_id: 2 }),
    ];
    const full = buildMatch({ id: 5, tournament: premier, markets: [buildMarket(), ...totals] });
    const half = {
      ...full,
      event_part_id: 2,
      event_part_name: '1st half',
      markets: [buildMarket({ part_id: 2, name: 'Half Result', group: 'Half Result' })],
    };
    const asked: (number | undefined)[] = [];
    stubFetch({
      '/events/match': (_url, init) => {
        const body = JSON.parse(String(init.body));
        asked.push(body.part_id);
        return envelope({ list: [body.part_id === 2 ? half : full] });
      },
    });
    renderApp('/line/1/10/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Rovers - United' }, slow)).toBeTruthy();
    const total = screen.getByRole('region', { name: 'Total' });
    expect(within(total).getByText('Total 2.5')).toBeTruthy();
    expect(within(total).getAllByRole('button', { name: /Total 3\.5/ })).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Collapse Total' }));
    expect(within(total).queryByText('Total 2.5')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '1st half' }));
    expect(await screen.findByRole('region', { name: 'Half Result' }, slow)).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: '1st half' });
    expect(within(panel).getByRole('region', { name: 'Half Result' })).toBeTruthy();
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role'), tab.textContent ?? '').toBe('tabpanel');
    }
    expect(asked).toEqual([undefined, 2]);
  });

  it('shows locked prices and the closed message when the whole match is blocked', async () => {
    const market = buildMarket({ is_blocked: true });
    stubFetch({ '/events/match': { list: [buildMatch({ id: 5, tournament: premier, markets: [market] })] } });
    renderApp('/line/1/10/5');
    expect(await screen.findByText('Betting on this event has temporarily been closed', {}, slow)).toBeTruthy();
    const locked = screen.getByRole('button', { name: 'Rovers, Match Result, betting closed' });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the match in the document title, and gives the name up when the page closes', async () => {
    stubFetch({ '/events/match': { list: [buildMatch({ id: 5, tournament: premier })] } });
    const app = renderApp('/line/1/10/5');
    await waitFor(() => expect(document.title).toBe('Rovers - United · Meridian'), slow);
    app.unmount();
    expect(usePageNameStore.getState().name).toBeNull();
  });

  it('says so when a match has no markets', async () => {
    stubFetch({ '/events/match': { list: [buildMatch({ id: 5, tournament: premier, markets: [] })] } });
    renderApp('/line/1/10/5');
    expect(await screen.findByText('No Available Markets', {}, slow)).toBeTruthy();
  });

  it('moves a line event that is live to the live path', async () => {
    stubFetch({ '/events/match': { list: [buildLiveMatch({ id: 5, tournament: premier })] } });
    renderApp('/line/1/10/5');
    await waitFor(() => expect(location()).toBe('/live/1/10/5'), slow);
    expect(await screen.findByRole('timer', {}, slow)).toBeTruthy();
  });

  it('moves a live event that ended to the line path', async () => {
    stubFetch({
      '/events/match': { list: [buildMatch({ id: 5, tournament: premier, status_id: 3, markets: [] })] },
    });
    renderApp('/live/1/10/5');
    await waitFor(() => expect(location()).toBe('/line/1/10/5'), slow);
  });

  it('goes back to the league list for an unknown event or a failed call', async () => {
    stubFetch({ '/events/match': { list: [] } });
    const first = renderApp('/line/1/10/5');
    await waitFor(() => expect(location()).toBe('/line/1/10'), slow);
    first.unmount();

    stubFetch({ '/events/match': () => envelope(null, 404, 'NotFound', 'No such match') });
    renderApp('/live/1/10/6');
    await waitFor(() => expect(location()).toBe('/live/1/10'), slow);
  });

  it('highlights an outcome already in the slip and adds the part to the selection', async () => {
    const outcome = buildOutcome({ name: 'Over', odds: 1905 });
    const market = buildMarket({
      name: 'Total 2.5',
      group: 'Total',
      outcomes: [outcome, buildOutcome({ name: 'Under', odds: 1950 })],
    });
    stubFetch({ '/events/match': { list: [buildMatch({ id: 5, tournament: premier, markets: [market] })] } });
    renderApp('/line/1/10/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Over 1.905, Total 2.5' }, slow));
    expect(useBetSlipStore.getState().items).toMatchObject([
      { matchId: 5, marketName: 'Total 2.5', name: 'Over', odds: 1905, partId: 1, partName: 'Full time' },
    ]);
    expect(screen.getByRole('button', { name: 'Over 1.905, Total 2.5' }).getAttribute('aria-pressed')).toBe('true');

    const slip = screen.getByRole('complementary', { name: 'Bet Slip' });
    expect(within(slip).getByText('1.905')).toBeTruthy();
    fireEvent.click(within(slip).getByRole('button', { name: 'Remove Over (Total 2.5) from the bet slip' }));
    expect(screen.getByRole('button', { name: 'Over 1.905, Total 2.5' }).getAttribute('aria-pressed')).toBe('false');
  });
});
