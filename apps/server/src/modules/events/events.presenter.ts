import type { ResultMatch } from '@meridian/contract/events';
import { namesFor, partName } from '../catalog/catalog.names.js';
import { type RenderLookups, teamLogo, tournamentImage } from '../catalog/catalog.presenter.js';
import type { ResultRow } from './events.repository.js';

const STATUS_ID = { ended: 3, cancelled: 4 } as const;

const LABELS: Record<
  string,
  { score: string; winner: string; total: string; draw: string; cancelled: string; status: string }
> = {
  en: { score: 'Score', winner: 'Winner', total: 'Total', draw: 'Draw', cancelled: 'Cancelled', status: 'Status' },
  ru: { score: 'Счёт', winner: 'Победитель', total: 'Тотал', draw: 'Ничья', cancelled: 'Отменён', status: 'Статус' },
};

/**
 * A finished or cancelled match of the results list. Its result group has a row per part: the score,
 * and for the whole match the winner and the total; a cancelled match has one status row.
 */
export function presentResult(row: ResultRow, language: string, lookups: RenderLookups): ResultMatch {
  const names = namesFor(language);
  const labels = LABELS[language] ?? (LABELS.en as (typeof LABELS)['en']);
  const partOf = (id: number) => row.parts.find((p) => p.id === id) ?? { id, name: '' };
  const scores = row.scores.map((s) => ({ ...s, name: partName(partOf(s.part_id), names) }));
  const cancelled = row.status === 'cancelled';
  const parts = cancelled
    ? [{ name: partName(partOf(row.root_part_id), names), types: [{ name: labels.status, result: labels.cancelled }] }]
    : scores.map((s) => {
        const types = [{ name: labels.score, result: `${s.home}:${s.away}` }];
        if (s.part_id === row.root_part_id) {
          const winner = s.home > s.away ? row.home_name : s.away > s.home ? row.away_name : labels.draw;
          types.push({ name: labels.winner, result: winner }, { name: labels.total, result: String(s.home + s.away) });
        }
        return { name: s.name, types };
      });
  return {
    id: row.id,
    name: `${row.home_name} - ${row.away_name}`,
    sport_id: row.sport_id,
    tournament: {
      id: row.tournament_id,
      name: row.tournament_name,
      image: tournamentImage(
        {
          id: row.tournament_id,
          name: row.tournament_name,
          sport_id: row.sport_id,
          country_code: row.country_code,
          is_top: false,
        },
        lookups,
      ),
    },
    team_home: { name: row.home_name, logo: teamLogo(row.home_id) },
    team_away: { name: row.away_name, logo: teamLogo(row.away_id) },
    status_id: STATUS_ID[row.status as keyof typeof STATUS_ID] ?? 3,
    start_time: Number(row.start_time),
    scores,
    result: { parts },
    has_statistics: Array.isArray(row.statistics) && row.statistics.length > 0,
  };
}
