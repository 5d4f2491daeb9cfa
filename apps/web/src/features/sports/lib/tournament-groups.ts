import type { Tournament } from '@meridian/contract/events';
import { TOP_TOURNAMENTS_LIMIT } from '@meridian/contract/events';

export interface CountryGroup {
  countryId: number;
  /** Null when the country is not in the dictionaries (international competitions). */
  name: string | null;
  image: string | null;
  tournaments: Tournament[];
}

/** The sidebar's top tournaments: those marked top, at most TOP_TOURNAMENTS_LIMIT (spec 001 §9). */
export function topTournaments(tournaments: Tournament[]): Tournament[] {
  return tournaments.filter((tournament) => tournament.is_top).slice(0, TOP_TOURNAMENTS_LIMIT);
}

/** Tournaments per country, countries by name with unnamed (international) ones first. */
export function groupByCountry(
  tournaments: Tournament[],
  countries: { id: number; name: string; image: string }[],
): CountryGroup[] {
  const byId = new Map(countries.map((country) => [country.id, country]));
  const groups = new Map<number, CountryGroup>();
  for (const tournament of tournaments) {
    let group = groups.get(tournament.country_id);
    if (!group) {
      const country = byId.get(tournament.country_id);
      group = {
        countryId: tournament.country_id,
        name: country?.name ?? null,
        image: country?.image ?? null,
        tournaments: [],
      };
      groups.set(tournament.country_id, group);
    }
    group.tournaments.push(tournament);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.name === null || b.name === null) return a.name === null ? (b.name === null ? 0 : -1) : 1;
    return a.name.localeCompare(b.name);
  });
}
