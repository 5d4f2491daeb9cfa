import {
  RG_INTERVENTION_KINDS,
  RG_INTERVENTION_LINKS,
  RG_INTERVENTIONS_PAGE_SIZE,
  type RgIntervention,
} from '@meridian/contract/operator-responsible-gaming';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  type SxProps,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { AdminApiError, callAdmin } from '../api/admin-client';
import { formatTime, Time } from './formatting';
import type { Player } from './player-sections';
import { RecordTable } from './record-table';
import { INTERVENTION_BODY_MAX, type InterventionForm, interventionBody } from './rg-view';

type FieldErrors = Partial<Record<'body' | 'restriction' | 'link', string>>;

/** The server's field errors of a refused intervention, by the dialog's fields. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof AdminApiError) || !error.fieldErrors) return {};
  const { body, restriction, link } = error.fieldErrors;
  return { body: body?.[0], restriction: restriction?.[0], link: link?.[0] };
}

/** Logs a note, a call or a restriction for the player; it closes once the server has kept it. */
function InterventionDialog({ playerId, onClose }: { playerId: number; onClose: (logged: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const kindId = useId();
  const [form, setForm] = useState<InterventionForm>({ kind: 'note', body: '', restriction: '', link: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<InterventionForm>) => setForm((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = interventionBody(form);
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, translate(key)])));
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    callAdmin('POST /players/{id}/interventions', { params: { id: playerId }, body: checked.body })
      .then(() => {
        notify('meridian.rg.interventions.logged', { type: 'success' });
        onClose(true);
      })
      .catch((caught: Error) => {
        const fields = fieldErrorsOf(caught);
        setErrors(fields);
        if (Object.values(fields).every((v) => v === undefined)) setFailure(caught.message);
      })
      .finally(() => setBusy(false));
  };
  const restricting = form.kind === 'restriction';
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('meridian.rg.interventions.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{translate('meridian.rg.interventions.dialogHelp')}</Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <FormControl>
              <FormLabel id={kindId}>{translate('meridian.rg.interventions.kind')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={kindId}
                value={form.kind}
                onChange={(e) => set({ kind: e.target.value as InterventionForm['kind'] })}
              >
                {RG_INTERVENTION_KINDS.map((kind, index) => (
                  <FormControlLabel
                    key={kind}
                    value={kind}
                    control={<Radio autoFocus={index === 0} />}
                    label={translate(`meridian.rg.interventions.kinds.${kind}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {restricting && (
              <>
                <TextField
                  label={translate('meridian.rg.interventions.restriction')}
                  value={form.restriction}
                  onChange={(e) => set({ restriction: e.target.value })}
                  required
                  error={errors.restriction !== undefined}
                  helperText={errors.restriction ?? translate('meridian.rg.interventions.restrictionHelp')}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                <TextField
                  select
                  label={translate('meridian.rg.interventions.link')}
                  value={form.link}
                  onChange={(e) => set({ link: e.target.value as InterventionForm['link'] })}
                  error={errors.link !== undefined}
                  helperText={errors.link ?? translate('meridian.rg.interventions.linkHelp')}
                  slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                >
                  <MenuItem value="">{translate('meridian.rg.interventions.links.none')}</MenuItem>
                  {RG_INTERVENTION_LINKS.map((link) => (
                    <MenuItem key={link} value={link}>
                      {translate(`meridian.rg.interventions.links.${link}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            <TextField
              label={translate('meridian.rg.interventions.body')}
              value={form.body}
              onChange={(e) => set({ body: e.target.value })}
              required
              multiline
              minRows={3}
              error={errors.body !== undefined}
              helperText={
                errors.body ??
                translate('meridian.rg.interventions.bodyHelp', { count: form.body.length, max: INTERVENTION_BODY_MAX })
              }
              slotProps={{ htmlInput: { maxLength: INTERVENTION_BODY_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('meridian.rg.interventions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** What an intervention was: its text, and for a restriction what was restricted and the change it was made with. */
function What({ intervention }: { intervention: RgIntervention }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (
    <Stack spacing={0.5}>
      {intervention.restriction !== null && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('meridian.rg.interventions.restricted', { what: intervention.restriction })}
          {intervention.link &&
            ` (${translate(`meridian.rg.interventions.linked.${intervention.link.kind}`, {
              date: formatTime(intervention.link.at, locale),
            })})`}
        </Typography>
      )}
      <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{intervention.body}</Box>
    </Stack>
  );
}

/**
 * The player's responsible-gaming interventions, newest first, and "Log an intervention" for a role
 * that manages players. Nothing logged is edited or deleted.
 */
export function InterventionsSection({ player }: { player: Player }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { canAccess: canLog = false } = useCanAccess({ resource: 'players', action: 'intervene' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const interventions = useQuery({
    queryKey: ['rg-interventions', player.id, page],
    queryFn: ({ signal }) =>
      callAdmin('GET /players/{id}/interventions', {
        params: { id: player.id },
        query: { page, per_page: RG_INTERVENTIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

  const { data } = interventions;
  let list: ReactNode;
  if (interventions.error || !data) {
    list = (
      <RgListWaiting query={interventions} loading={translate('meridian.rg.interventions.loading')} sx={{ py: 2 }} />
    );
  } else if (data.list.length === 0) {
    list = <Typography sx={{ py: 2 }}>{translate('meridian.rg.interventions.empty')}</Typography>;
  } else {
    list = (
      <>
        <RecordTable
          rows={data.list}
          rowKey={(v) => String(v.id)}
          headings="meridian.rg.interventions.columns"
          columns={[
            { label: 'time', render: (v) => <Time iso={v.created_at} /> },
            {
              label: 'kind',
              render: (v) => (
                <Chip
                  size="small"
                  color={v.kind === 'restriction' ? 'warning' : 'default'}
                  label={translate(`meridian.rg.interventions.kinds.${v.kind}`)}
                />
              ),
            },
            { label: 'operator', render: (v) => v.operator_email },
            { label: 'what', render: (v) => <What intervention={v} /> },
          ]}
        />
        {data.total > RG_INTERVENTIONS_PAGE_SIZE && (
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            rowsPerPage={RG_INTERVENTIONS_PAGE_SIZE}
            rowsPerPageOptions={[RG_INTERVENTIONS_PAGE_SIZE]}
            onPageChange={(_, next) => setPage(next + 1)}
            labelDisplayedRows={({ from, to, count }) => translate('meridian.rg.displayed', { from, to, count })}
            getItemAriaLabel={(type) => translate(`meridian.rg.pages.${type}`)}
          />
        )}
      </>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {translate('meridian.rg.interventions.help')}
        </Typography>
        {canLog && (
          <Button variant="contained" onClick={() => setOpen(true)}>
            {translate('meridian.rg.interventions.log')}
          </Button>
        )}
      </Stack>
      {list}
      {open && (
        <InterventionDialog
          playerId={player.id}
          onClose={(logged) => {
            setOpen(false);
            if (!logged) return;
            setPage(1);
            void queryClient.invalidateQueries({ queryKey: ['rg-interventions', player.id] });
          }}
        />
      )}
    </Stack>
  );
}

/**
 * A list of the desk not shown yet (the register, a player's interventions): why it could not load,
 * with a button to ask again, or a line saying it loads.
 */
export function RgListWaiting({
  query: { error, refetch },
  loading,
  sx,
}: {
  query: { error: Error | null; refetch: () => unknown };
  loading: string;
  sx: SxProps;
}) {
  const translate = useTranslate();
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('meridian.rg.retry')}
          </Button>
        }
      >
        {error.message}
      </Alert>
    );
  }
  return (
    <Stack direction="row" spacing={1} role="status" sx={[{ alignItems: 'center' }, sx] as SxProps}>
      <CircularProgress size={20} />
      <Typography>{loading}</Typography>
    </Stack>
  );
}
