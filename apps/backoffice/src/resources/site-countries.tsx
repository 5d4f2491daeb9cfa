import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import type { CountrySwitch } from '@meridian/contract/site-settings';
import SearchIcon from '@mui/icons-material/Search';
import WarningIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Paper,
  Stack,
  Switch,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { AdminApiError, callAdmin } from '../api/admin-client';
import { ActionDialog, useReasonAction } from './reason-dialog';
import { ScrollingTable } from './record-table';
import { type CountryFilter, changedSwitches, filterCountries, SWITCH_GROUPS, switchesOf } from './site-countries-form';
import { placeServerErrors, secondsText } from './site-settings-form';

type Countries = AnswerOf<AdminEndpointOf<'GET /site-countries'>>;
type Country = Countries['list'][number];

const QUERY_KEY = ['site-countries'];

/** The countries' texts, under `meridian.siteSettings.countries`. */
function useCountryTexts() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) =>
    translate(`meridian.siteSettings.countries.${key}`, options);
}

/**
 * One switch of a row as words: a chip where it is on (blocked in the error colour), a quiet "No" where
 * it is off. Its title names the switch, as the column's heading may be out of sight in a long table.
 */
function SwitchState({ name, on }: { name: CountrySwitch; on: boolean }) {
  const t = useCountryTexts();
  const state = t(on ? 'yes' : 'no');
  const title = t('status', { switch: t(`switches.${name}`), state });
  return on ? (
    <Chip size="small" label={state} title={title} color={name === 'is_blocked' ? 'error' : 'default'} />
  ) : (
    <Typography component="span" variant="body2" color="textSecondary" title={title}>
      {state}
    </Typography>
  );
}

/**
 * Turns some of one country's switches, grouped as the table shows them, after the operator types why;
 * only the switches turned are sent, so a change made meanwhile to another one stays.
 */
function CountryDialog({
  country,
  refreshMs,
  overriddenBy,
  onClose,
}: {
  country: Country;
  refreshMs: number;
  overriddenBy: string | null;
  onClose: (changed: boolean) => void;
}) {
  const t = useCountryTexts();
  const translate = useTranslate();
  const notify = useNotify();
  const hintId = useId();
  const action = useReasonAction(onClose);
  const [switches, setSwitches] = useState(() => switchesOf(country));
  const changed = changedSwitches(switchesOf(country), switches);
  const seconds = secondsText(refreshMs);

  const hint = (name: CountrySwitch) =>
    name === 'is_blocked' && overriddenBy
      ? t(country.blocked_now ? 'overriddenBlocked' : 'overriddenOpen', { variable: overriddenBy })
      : t(`hints.${name}`);

  const submit = () => {
    if (Object.keys(changed).length === 0) return action.setError(t('unchanged'));
    action.send(async (reason) => {
      try {
        await callAdmin('PUT /site-countries/{code}', {
          params: { code: country.code },
          body: { switches: changed, reason },
        });
      } catch (caught) {
        if (!(caught instanceof AdminApiError) || !caught.fieldErrors) throw caught;
        throw new Error([caught.message, ...placeServerErrors(caught.fieldErrors, []).rest].join(' '));
      }
      notify('meridian.siteSettings.countries.saved', {
        type: 'success',
        messageArgs: { country: country.name, seconds },
      });
    });
  };

  const list = Object.entries(changed)
    .map(([name, on]) => t(on ? 'changeOn' : 'changeOff', { switch: t(`switches.${name}`) }))
    .join(', ');
  return (
    <ActionDialog
      action={action}
      title={t('dialogTitle', { country: country.name, code: country.code })}
      help={t('dialogHelp', { seconds })}
      confirm={translate('ra.action.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {SWITCH_GROUPS.map(({ group, switches: names }) => (
          <FormControl key={group} component="fieldset" sx={{ gridColumn: group === 'geo' ? '1 / -1' : undefined }}>
            <FormLabel component="legend">{t(`groups.${group}`)}</FormLabel>
            <FormGroup
              sx={{
                display: 'grid',
                columnGap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: group === 'geo' ? 'repeat(2, minmax(0, 1fr))' : '1fr',
                },
              }}
            >
              {names.map((name) => (
                <Box key={name} sx={{ pb: 0.5 }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={switches[name]}
                        disabled={action.busy}
                        onChange={(event) => setSwitches({ ...switches, [name]: event.target.checked })}
                        slotProps={{ input: { 'aria-describedby': `${hintId}-${name}` } }}
                      />
                    }
                    label={t(`switches.${name}`)}
                  />
                  <FormHelperText id={`${hintId}-${name}`} sx={{ mt: -0.5, ml: 4 }}>
                    {hint(name)}
                  </FormHelperText>
                </Box>
              ))}
            </FormGroup>
          </FormControl>
        ))}
      </Box>
      {list && (
        <Typography variant="body2" role="status">
          {t('changes', { list })}
        </Typography>
      )}
    </ActionDialog>
  );
}

/** A cell that opens one of the switch groups: a rule sets the groups apart. */
const groupStart = { borderLeft: 1, borderLeftColor: 'divider' } as const;

/** The Edit buttons stay in sight where the table scrolls sideways (a narrow window, longer texts). */
const editColumn = { ...groupStart, position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * Each country's switches (blocked, sign-up, the casinos, the geo flags) as a table the operator
 * searches by name or code and narrows to the countries with a switch on; a row's Edit opens its
 * switches. Where `BLOCKED_COUNTRIES` decides who is blocked, the section says so, and a row whose
 * Blocked switch waits on it says what applies now.
 */
export function CountriesSection() {
  const t = useCountryTexts();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'site-settings', action: 'editCountry' });
  const { data, error, isPending, refetch, isFetching } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => callAdmin('GET /site-countries'),
  });
  const [filter, setFilter] = useState<CountryFilter>({ search: '', onlyOn: false });
  const [editing, setEditing] = useState<Country | null>(null);
  const shown = useMemo(() => (data ? filterCountries(data.list, filter) : []), [data, filter]);

  const body = () => {
    if (error) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
              {translate('ra.action.refresh')}
            </Button>
          }
        >
          {error.message}
        </Alert>
      );
    }
    if (isPending) {
      return (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={20} />
          <Typography variant="body2">{t('loading')}</Typography>
        </Stack>
      );
    }
    return (
      <>
        {data.blocked_overridden_by && (
          <Alert severity="warning">{t('overridden', { variable: data.blocked_overridden_by })}</Alert>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            type="search"
            size="small"
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={filter.search}
            onChange={(event) => setFilter({ ...filter, search: event.target.value })}
            sx={{ width: { xs: '100%', sm: 280 } }}
            slotProps={{
              htmlInput: { autoComplete: 'off', maxLength: 60 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={filter.onlyOn}
                onChange={(event) => setFilter({ ...filter, onlyOn: event.target.checked })}
              />
            }
            label={t('onlyOn')}
          />
          <Typography variant="body2" color="textSecondary" role="status" sx={{ ml: { sm: 'auto' } }}>
            {t('shown', { shown: shown.length, total: data.list.length })}
          </Typography>
        </Stack>
        {shown.length === 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
            <Typography variant="body2">
              {filter.search.trim() ? t('none', { search: filter.search.trim() }) : t('noneOn')}
            </Typography>
            <Button size="small" onClick={() => setFilter({ search: '', onlyOn: false })}>
              {t('clear')}
            </Button>
          </Stack>
        ) : (
          <ScrollingTable
            maxHeight={560}
            aria-labelledby={titleId}
            sx={{
              // Borders of their own on the cells: collapsed ones stay behind when the headings stick.
              borderCollapse: 'separate',
              '& .MuiTableCell-root': { px: 1 },
              '& .MuiTableCell-head': { verticalAlign: 'bottom', lineHeight: 1.3, bgcolor: 'background.paper' },
            }}
            // Two rows of headings stick as one: MUI's sticky header holds one row only.
            headSx={{ position: 'sticky', top: 0, zIndex: 2 }}
            head={
              <>
                <TableRow>
                  <TableCell rowSpan={2} scope="col">
                    {t('country')}
                  </TableCell>
                  {SWITCH_GROUPS.map(({ group, switches }) => (
                    <TableCell key={group} colSpan={switches.length} scope="colgroup" align="center" sx={groupStart}>
                      {t(`groups.${group}`)}
                    </TableCell>
                  ))}
                  <TableCell rowSpan={2} sx={editColumn} />
                </TableRow>
                <TableRow>
                  {SWITCH_GROUPS.flatMap(({ switches }) =>
                    switches.map((name, index) => (
                      <TableCell key={name} scope="col" sx={{ minWidth: 72, ...(index === 0 ? groupStart : {}) }}>
                        {t(`switches.${name}`)}
                      </TableCell>
                    )),
                  )}
                </TableRow>
              </>
            }
          >
            {shown.map((country) => (
              <TableRow key={country.code} hover>
                <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                  {country.name}{' '}
                  <Typography component="span" variant="caption" color="textSecondary">
                    {country.code}
                  </Typography>
                </TableCell>
                {SWITCH_GROUPS.flatMap(({ switches }) =>
                  switches.map((name, index) => (
                    <TableCell key={name} sx={index === 0 ? groupStart : undefined}>
                      <SwitchState name={name} on={country[name]} />
                      {name === 'is_blocked' && country.blocked_now !== country.is_blocked && (
                        <Typography
                          variant="caption"
                          component="div"
                          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap', mt: 0.25 }}
                        >
                          <WarningIcon color="warning" sx={{ fontSize: 14 }} />
                          {t(country.blocked_now ? 'blockedNow' : 'openNow')}
                        </Typography>
                      )}
                    </TableCell>
                  )),
                )}
                <TableCell align="right" sx={editColumn}>
                  {canEdit && (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={t('editOf', { country: country.name })}
                      onClick={() => setEditing(country)}
                    >
                      {t('edit')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </ScrollingTable>
        )}
        {editing && (
          <CountryDialog
            country={editing}
            refreshMs={data.refresh_ms}
            overriddenBy={data.blocked_overridden_by}
            onClose={(changed) => {
              setEditing(null);
              if (changed) void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
            }}
          />
        )}
      </>
    );
  };

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('title')}
        </Typography>
        {data && (
          <Typography variant="body2" color="textSecondary">
            {t('help', { seconds: secondsText(data.refresh_ms) })}
          </Typography>
        )}
        {body()}
      </Stack>
    </Paper>
  );
}
