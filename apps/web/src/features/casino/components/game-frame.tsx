import type { CasinoLaunch } from '@meridian/contract/casino';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../shared/ui/spinner';
import { originOf, useBalanceForwarding, useBalanceMessages } from '../hooks/use-balance-messages';
import { useCasinoText } from '../i18n/casino-texts';
import { launcherFor, loadLauncherScript } from '../lib/script-launcher';
import styles from './game-frame.module.css';

interface GameFrameProps {
  launch: CasinoLaunch;
  /** The game could not be started (its launcher script failed or registered nothing). */
  onFail: () => void;
}

/**
 * Runs a launched game (spec 001 §4): in a frame at the launch's `url`, or, when the answer names a
 * `script_url`, through the provider's launcher script into a container; a spinner covers it until
 * the game has loaded. While it runs, the game's balance messages refresh the wallets, and a change
 * of the balance it plays on made elsewhere is told to the game in the frame.
 */
export function GameFrame({ launch, onFail }: GameFrameProps) {
  const t = useCasinoText();
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frame = useCallback(() => frameRef.current, []);
  const origin = originOf(launch.url);
  useBalanceMessages(origin, frame);
  useBalanceForwarding(launch.script_url ? null : origin, frame, launch.account_id);
  const handleLoad = useCallback(() => setLoaded(true), []);

  return (
    <div className={styles.box} aria-busy={!loaded}>
      {launch.script_url ? (
        <ScriptGame launch={launch} scriptUrl={launch.script_url} onLoad={handleLoad} onFail={onFail} />
      ) : (
        <iframe
          ref={frameRef}
          src={embeddedUrl(launch.url)}
          title={t('casino.game.frame', { name: launch.name })}
          className={styles.frame}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          onLoad={handleLoad}
        />
      )}
      {!loaded && (
        <div className={styles.loading}>
          <Spinner label={t('casino.game.loading')} />
        </div>
      )}
    </div>
  );
}

/**
 * The game's address with `embedded=1`: the page around the frame has the way back to the lobby and
 * the game's name, so a provider that knows the parameter leaves its own header's out and gives the
 * game the height (docs/casino-games.md). Others ignore an unknown parameter.
 */
export function embeddedUrl(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    parsed.searchParams.set('embedded', '1');
    return /^[a-z][a-z0-9+.-]*:/i.test(url) ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

interface ScriptGameProps {
  launch: CasinoLaunch;
  scriptUrl: string;
  onLoad: () => void;
  onFail: () => void;
}

/** A script launcher's game: the provider's script draws it into this container (lib/script-launcher). */
function ScriptGame({ launch, scriptUrl, onLoad, onFail }: ScriptGameProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onLoad, onFail });
  callbacks.current = { onLoad, onFail };

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadLauncherScript(scriptUrl)
      .then(() => {
        const launcher = launcherFor(launch.provider);
        if (cancelled) return;
        if (!launcher || !container.current) throw new Error(`no launcher for ${launch.provider}`);
        destroy = launcher.launch(container.current, {
          url: launch.url,
          options: launch.launch_options,
          onLoad: () => {
            if (!cancelled) callbacks.current.onLoad();
          },
        })?.destroy;
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onFail();
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [launch, scriptUrl]);

  return <div ref={container} className={styles.frame} />;
}
