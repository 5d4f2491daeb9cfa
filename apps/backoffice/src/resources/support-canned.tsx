import { LANGUAGES } from '@meridian/contract/constants';
import type { CannedAnswer } from '@meridian/contract/support';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { AdminApiError, callAdmin } from '../api/admin-client';
import { LoadFailed } from './content-parts';
import { ListTable } from './record-table';

type Draft = { id: string | null; title: string; body: string; language: string };
const BODY_MAX = 2000;
const TITLE_MAX = 100;

function AnswerDialog({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(draft);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        title: value.title,
        body: value.body,
        language: value.language as (typeof LANGUAGES)[number],
      };
      return value.id
        ? callAdmin('PUT /support/canned-answers/{id}', { params: { id: value.id }, body })
        : callAdmin('POST /support/canned-answers', { body });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['support-canned'] });
      notify('meridian.support.cannedSaved', { type: 'info' });
      onClose();
    },
  });
  const fieldError = (name: string) =>
    save.error instanceof AdminApiError ? save.error.fieldErrors?.[name]?.[0] : undefined;
  const valid = value.title.trim() && value.body.trim() && value.body.length <= BODY_MAX;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="canned-dialog-title">
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) save.mutate();
        }}
      >
        <DialogTitle id="canned-dialog-title">
          {translate(value.id ? 'meridian.support.editCanned' : 'meridian.support.newCanned')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.error && !(save.error instanceof AdminApiError && save.error.fieldErrors) && (
              <Alert severity="error">{save.error.message}</Alert>
            )}
            <TextField
              label={translate('meridian.support.cannedTitle')}
              value={value.title}
              required
              slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
              onChange={(event) => setValue({ ...value, title: event.target.value })}
              error={Boolean(fieldError('title'))}
              helperText={fieldError('title')}
            />
            <TextField
              select
              label={translate('meridian.support.cannedLanguage')}
              value={value.language}
              onChange={(event) => setValue({ ...value, language: event.target.value })}
            >
              {LANGUAGES.map((language) => (
                <MenuItem key={language} value={language}>
                  {translate(`meridian.support.languages.${language}`, { _: language })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('meridian.support.cannedBody')}
              value={value.body}
              required
              multiline
              minRows={4}
              onChange={(event) => setValue({ ...value, body: event.target.value })}
              error={value.body.length > BODY_MAX || Boolean(fieldError('body'))}
              helperText={fieldError('body') ?? `${value.body.length} / ${BODY_MAX}`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid || save.isPending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function DeleteDialog({ answer, onClose }: { answer: CannedAnswer; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => callAdmin('DELETE /support/canned-answers/{id}', { params: { id: answer.id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['support-canned'] });
      onClose();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="canned-delete-title">
      <DialogTitle id="canned-delete-title">{translate('meridian.support.deleteCanned')}</DialogTitle>
      <DialogContent>
        <Typography>{translate('meridian.support.deleteCannedHelp', { title: answer.title })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Canned answers: the ready texts operators put into a reply and edit before sending. */
export function SupportCannedPage() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<CannedAnswer | null>(null);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['support-canned'],
    queryFn: ({ signal }) => callAdmin('GET /support/canned-answers', { signal }),
  });
  const list = data?.list ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('meridian.support.cannedTitlePage')} />
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {translate('meridian.support.cannedTitlePage')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ id: null, title: '', body: '', language: 'en' })}>
          {translate('meridian.support.newCanned')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: 900 }}>
        {translate('meridian.support.cannedHelp')}
      </Typography>
      {isPending && <CircularProgress aria-label={translate('meridian.support.loading')} />}
      {error && <LoadFailed error={error} retry={refetch} />}
      {data && list.length === 0 && <Alert severity="info">{translate('meridian.support.noCanned')}</Alert>}
      {list.length > 0 && (
        <ListTable
          columns={['cannedTitle', 'cannedLanguage', 'cannedBody', 'actions'].map((column) =>
            translate(`meridian.support.${column}`),
          )}
        >
          {list.map((answer) => (
            <TableRow key={answer.id}>
              <TableCell sx={{ fontWeight: 600 }}>{answer.title}</TableCell>
              <TableCell>
                {translate(`meridian.support.languages.${answer.language}`, { _: answer.language })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 560 }}>{answer.body}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => setEditing({ ...answer })}>
                  {translate('ra.action.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(answer)}>
                  {translate('ra.action.delete')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      )}
      {editing && <AnswerDialog draft={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDialog answer={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
