import type { RgRegisterEntry } from '@meridian/contract/operator-responsible-gaming';
import {
  Box,
  Button,
  Chip,
  Link as MuiLink,
  Paper,
  Stack,
  TableCell,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { callAdmin } from '../api/admin-client';
import { Time } from './formatting';
import { HeadedTable, SCREEN_READER_ONLY } from './record-table';
import { RgListWaiting } from './rg-interventions';
import { identifiersByKind, identifierText, registerPageOf } from './rg-view';

const PER_PAGE = 25;

/** The accounts an entry covers, each a link to the player's page. */
function Accounts({ ids }: { ids: readonly number[] }) {
  const translate = useTranslate();
  if (ids.length === 0) return <>—</>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {ids.map((id) => (
        <MuiLink
          key={id}
          component={Link}
          to={`/players/${id}/show`}
          aria-label={translate('meridian.rg.openPlayer', { id })}
        >
          #{id}
        </MuiLink>
      ))}
    </Stack>
  );
}

/** An entry's identifiers by kind; a masked one says that only its last characters are shown. */
function Identifiers({ entry }: { entry: RgRegisterEntry }) {
  const translate = useTranslate();
  const groups = identifiersByKind(entry.identifiers);
  if (groups.length === 0) return <>—</>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: 0.5 }}>
      {groups.map((group) => (
        <Box key={group.kind} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 1 }}>
            {translate(`meridian.rg.kinds.${group.kind}`)}
          </Typography>
          <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
            {group.values.map((identifier) => (
              <Typography
                key={identifier.value}
                variant="body2"
                sx={
                  identifier.masked ? { fontFamily: 'monospace', whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }
                }
              >
                {identifier.masked ? (
                  <Tooltip title={translate('meridian.rg.maskedHint')} describeChild>
                    <span>
                      {identifier.value}
                      <Box component="span" sx={SCREEN_READER_ONLY}>
                        {` (${translate('meridian.rg.maskedHint')})`}
                      </Box>
                    </span>
                  </Tooltip>
                ) : (
                  identifierText(identifier)
                )}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function EntriesTable({ entries }: { entries: readonly RgRegisterEntry[] }) {
  const translate = useTranslate();
  const column = (name: string) => translate(`meridian.rg.columns.${name}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <HeadedTable
        label={translate('meridian.rg.register')}
        columns={['entry', 'status', 'from', 'until', 'accounts', 'identifiers'].map(column)}
      >
        {entries.map((entry) => (
          <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
            <TableCell component="th" scope="row">
              #{entry.id}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                color={entry.active ? 'warning' : 'default'}
                label={translate(entry.active ? 'meridian.rg.active' : 'meridian.rg.ended')}
              />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Time iso={entry.starts_at} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {entry.ends_at ? <Time iso={entry.ends_at} /> : translate('meridian.rg.indefinite')}
            </TableCell>
            <TableCell>
              <Accounts ids={entry.player_ids} />
            </TableCell>
            <TableCell sx={{ minWidth: 280 }}>
              <Identifiers entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </Box>
  );
}

/**
 * The exclusion register, read only: every self-excluded person's entry, searched by an e-mail, a
 * phone or a player id and paged; the search and the page are kept in the address.
 */
export function RgRegisterPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const { search, page } = registerPageOf(params);
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  const entries = useQuery({
    queryKey: ['rg-register', search, page],
    queryFn: ({ signal }) =>
      callAdmin('GET /rg-register', { query: { search: search || undefined, page, per_page: PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
  const go = (next: { search: string; page: number }) => {
    const query: Record<string, string> = {};
    if (next.search) query.search = next.search;
    if (next.page > 1) query.page = String(next.page);
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: typed.trim(), page: 1 });
  };
  const title = translate('meridian.rg.page');

  const { data, isFetching, isPlaceholderData } = entries;
  let body: ReactNode;
  if (entries.error || !data) {
    body = <RgListWaiting query={entries} loading={translate('meridian.rg.loading')} sx={{ p: 2 }} />;
  } else if (data.list.length === 0) {
    body = (
      <Typography role="status" sx={{ p: 2 }}>
        {search ? translate('meridian.rg.noMatch', { search }) : translate('meridian.rg.empty')}
      </Typography>
    );
  } else {
    body = (
      <Box aria-busy={isFetching} sx={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
        <EntriesTable entries={data.list} />
        <TablePagination
          component="div"
          count={data.total}
          page={page - 1}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_, next) => go({ search, page: next + 1 })}
          labelDisplayedRows={({ from, to, count }) => translate('meridian.rg.displayed', { from, to, count })}
          getItemAriaLabel={(type) => translate(`meridian.rg.pages.${type}`)}
        />
      </Box>
    );
  }

  return (
    <Stack spacing={2} sx={{ py: 2, minWidth: 0 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="rg-register-heading" sx={{ minWidth: 0 }}>
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Typography id="rg-register-heading" component="h2" variant="h6">
            {translate('meridian.rg.register')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('meridian.rg.registerHelp')}
          </Typography>
          <Stack
            component="form"
            role="search"
            direction="row"
            useFlexGap
            onSubmit={submit}
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              label={translate('meridian.rg.search')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              size="small"
              type="search"
              helperText={translate('meridian.rg.searchHelp')}
              sx={{ minWidth: 320, flex: '1 1 320px', maxWidth: 520 }}
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <Button type="submit" variant="contained">
              {translate('meridian.rg.find')}
            </Button>
            {search && <Button onClick={() => go({ search: '', page: 1 })}>{translate('meridian.rg.clear')}</Button>}
          </Stack>
        </Stack>
        {body}
      </Paper>
    </Stack>
  );
}
