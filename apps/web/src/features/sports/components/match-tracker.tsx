import type { Match } from '@meridian/contract/events';
import type { TrackerIncident, TrackerState } from '@meridian/contract/realtime';
import { MonitorPlay } from 'lucide-react';
import { useId } from 'react';
import { clockReading, footballMinute, useMatchTime } from '../../../shared/events/match-time';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import type { SiteT } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { useTracker } from '../hooks/use-tracker';
import { isNotable } from '../lib/tracker-state';
import styles from './match-tracker.module.css';
import { TrackerField } from './tracker-field';

const TENNIS = 2;
const LISTED = 5;

/**
 * The broadcast slot of the event card (spec 001 §3 `video`, §8): the live match tracker for a
 * signed-in player, a provider's stream where there is one, and for a visitor the prompt to log in
 * or register in its place.
 */
export function MatchTracker({ match }: { match: Match }) {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const video = match.video;
  const state = useTracker(isAuthorized && video?.type === 'tracker' ? video.url : null);
  if (!video) return null;
  if (!isAuthorized) return <BroadcastPrompt />;
  if (video.type === 'hls') return <StreamSlot url={video.url} />;
  return <MatchTrackerView match={match} state={state} />;
}

function BroadcastPrompt() {
  const { t } = useTranslation();
  const formFactor = useFormFactor();
  const openPopup = usePopupStore((state) => state.open);
  return (
    <section className={`${styles.slot} ${styles.prompt}`} aria-label={t('tracker.broadcast')}>
      <MonitorPlay aria-hidden size={32} />
      <p>{t('tracker.loginPrompt')}</p>
      <div className={styles.actions}>
        {formFactor === 'mobile' ? (
          <>
            <ButtonLink to="/auth/login" variant="primary">
              {t('auth.login')}
            </ButtonLink>
            <ButtonLink to="/auth/registration">{t('auth.signup')}</ButtonLink>
          </>
        ) : (
          <>
            <Button variant="primary" onClick={() => openPopup('Login')}>
              {t('auth.login')}
            </Button>
            <Button onClick={() => openPopup('Signup')}>{t('auth.signup')}</Button>
          </>
        )}
      </div>
    </section>
  );
}

/** A provider's stream: the same slot with a video element (an HLS player would attach to it). */
function StreamSlot({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.slot} aria-label={t('tracker.broadcast')}>
      <video className={styles.video} src={url} controls playsInline muted aria-label={t('tracker.hls')} />
    </section>
  );
}

/** What an incident says, in the reader's language. */
export function describeIncident(incident: TrackerIncident, match: Match, t: SiteT): string {
  const team = incident.side === 'home' ? match.team_home.name : incident.side === 'away' ? match.team_away.name : '';
  const part = match.parts.find((p) => p.part_id === incident.part_id)?.name ?? '';
  switch (incident.kind) {
    case 'possession':
      return t(`tracker.possession.${incident.zone ?? 'safe'}`, { team });
    case 'score': {
      const points = incident.points === 1 ? 1 : incident.points === 3 ? 3 : 2;
      return t(`tracker.score.${points}`, { team });
    }
    case 'point':
    case 'game':
      return t(`tracker.${incident.kind}`, { team, score: incident.game_score ?? '' });
    case 'part_start':
    case 'part_end':
      return t(`tracker.${incident.kind}`, { part });
    default:
      return t(`tracker.${incident.kind}`, { team, defaultValue: incident.kind });
  }
}

/** Football counts minutes the way a commentator calls them; other clocks read m:ss. */
function clockText(seconds: number, sportId: number): string {
  if (sportId === 1) return `${footballMinute(seconds)}'`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The tracker's field, score and incidents from its channel; its clock is the match's own (the one
 * the event header shows), not the stamp of the last incident, so the two never disagree.
 */
export function MatchTrackerView({ match, state }: { match: Match; state: TrackerState | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const time = useMatchTime(match);
  const reading = time && clockReading(time, t, (seconds) => clockText(seconds, match.sport_id));
  if (!state) {
    return (
      <section className={styles.slot} aria-labelledby={titleId} aria-busy="true">
        <h2 id={titleId} className={styles.title}>
          {t('tracker.title')}
        </h2>
        <p className={styles.caption}>{t('tracker.connecting')}</p>
      </section>
    );
  }
  const notable = state.incidents.filter(isNotable);
  const latest = notable.at(-1) ?? null;
  const lastPlay = state.incidents.at(-1) ?? null;
  const gameScore = match.sport_id === TENNIS ? state.incidents.findLast((i) => i.kind === 'point')?.game_score : null;
  return (
    <section className={styles.slot} aria-labelledby={titleId}>
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          {t('tracker.title')}
        </h2>
        {reading !== null && <span className={styles.clock}>{reading}</span>}
      </div>
      <div className={styles.scoreline}>
        <span className={`${styles.team} ${styles.homeName}`}>{match.team_home.name}</span>
        <span className={styles.score} role="img" aria-label={t('tracker.score', state.score)}>
          {state.score.home} : {state.score.away}
        </span>
        <span className={`${styles.team} ${styles.awayName}`}>{match.team_away.name}</span>
      </div>
      {gameScore && <p className={styles.gameScore}>{gameScore}</p>}
      <TrackerField state={state} sportId={match.sport_id} />
      <p className={styles.caption} data-testid="tracker-caption">
        {lastPlay ? describeIncident(lastPlay, match, t) : t('tracker.waiting')}
      </p>
      <p className={styles.announce} aria-live="polite" aria-atomic="true">
        {latest ? describeIncident(latest, match, t) : ''}
      </p>
      {notable.length > 0 && (
        <ol className={styles.list} aria-label={t('tracker.recent')}>
          {notable
            .slice(-LISTED)
            .reverse()
            .map((incident) => (
              <li key={incident.seq} className={styles.item} data-kind={incident.kind}>
                {incident.clock !== null && (
                  <span className={styles.itemClock}>{clockText(incident.clock, match.sport_id)}</span>
                )}
                <span className={styles.itemText}>{describeIncident(incident, match, t)}</span>
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
