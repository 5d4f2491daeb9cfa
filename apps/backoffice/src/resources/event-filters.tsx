import { MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { FormDataConsumer, SelectInput, useInput, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';

/** What react-admin's filter form gives each filter input besides its own props. */
type FilterProps = { source: string; alwaysOn?: boolean };

/** The sports, from the live delays' list (every sport of the site, by id and name). */
export function SportFilter({ source, alwaysOn: _alwaysOn, ...rest }: FilterProps) {
  // The same query as the Live delays page: one answer serves both.
  const { data, isPending } = useQuery({
    queryKey: ['live-delays'],
    queryFn: () => callAdmin('GET /sports/live-delays'),
  });
  const choices = (data?.list ?? []).map((sport) => ({ id: sport.sport_id, name: sport.sport }));
  return <SelectInput {...rest} source={source} choices={choices} isPending={isPending} translateChoice={false} />;
}

/** The leagues of the sport chosen in the filter beside it; it clears itself when that sport changes. */
export function LeagueFilter(props: FilterProps) {
  return (
    <FormDataConsumer<{ sport_id?: number | string | null }>>
      {({ formData }) => <LeagueSelect source={props.source} sportId={Number(formData.sport_id) || null} />}
    </FormDataConsumer>
  );
}

function LeagueSelect({ source, sportId }: { source: string; sportId: number | null }) {
  const translate = useTranslate();
  const id = useId();
  const { field } = useInput({ source });
  const { data } = useQuery({
    queryKey: ['leagues', sportId],
    queryFn: () => callAdmin('GET /sports/{id}/leagues', { params: { id: sportId ?? 0 } }),
    enabled: sportId !== null,
    staleTime: 60_000,
  });
  const { value, onChange } = field;
  const leagues = data?.list ?? [];
  const known = leagues.some((league) => String(league.id) === String(value));
  // Another sport, or none: a league chosen for the last one no longer applies. (A league kept from an
  // earlier visit to the list stays while it is one of the sport's.)
  useEffect(() => {
    if (value === '' || value === null || value === undefined) return;
    if (sportId === null || (data !== undefined && !known)) onChange('');
  }, [sportId, data, known, value, onChange]);
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label={translate('resources.events.fields.tournament_id')}
      value={known ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      onBlur={field.onBlur}
      disabled={sportId === null}
      sx={{ minWidth: 220 }}
      slotProps={{
        inputLabel: sportId === null ? { shrink: true } : undefined,
        select: {
          displayEmpty: sportId === null,
          renderValue: (chosen) =>
            sportId === null ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {translate('meridian.trading.chooseSportFirst')}
              </Typography>
            ) : (
              (leagues.find((league) => String(league.id) === String(chosen))?.name ?? '')
            ),
        },
      }}
    >
      <MenuItem value="" aria-label={translate('ra.action.clear_input_value')}>
        &nbsp;
      </MenuItem>
      {leagues.map((league) => (
        <MenuItem key={league.id} value={String(league.id)}>
          {league.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
