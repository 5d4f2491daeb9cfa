import { IDENTITY_REJECT_REASONS, type IdentityReview } from '@meridian/contract/operator-identity';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  Link as MuiLink,
  Paper,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { callAdmin, fetchAdminFile } from '../api/admin-client';
import { LoadFailed } from './content-parts';
import { Time } from './formatting';
import { compareDetails, expired, imageFrame } from './identity-review';
import { ReasonDialog } from './reason-dialog';
import { HeadedTable } from './record-table';

type File = IdentityReview['files'][number];

const textSecondary = { color: 'text.secondary' } as const;

/** A reason the provider gave or an operator chose: its words where the back office has them. */
function ReasonChip({ code }: { code: string }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`meridian.identity.reasons.${code}`, { _: code })} />;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * One submitted file: an image in a frame with no allowances (no script, no origin, nothing loaded but
 * the image itself); a PDF is not rendered here but saved, to be opened in the browser's own viewer.
 */
function FileViewer({ review, file }: { review: IdentityReview; file: File }) {
  const translate = useTranslate();
  const label = translate(`meridian.identity.kinds.${file.kind}`, { _: file.kind });
  const { data, error, isPending } = useQuery({
    queryKey: ['identity-file', review.applicant_id, file.id],
    queryFn: async ({ signal }) => {
      const blob = await fetchAdminFile('GET /identity-reviews/{applicant_id}/files/{file_id}', {
        params: { applicant_id: review.applicant_id, file_id: file.id },
        signal,
      });
      return { blob, dataUrl: file.mime === 'application/pdf' ? null : await readAsDataUrl(blob) };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data || data.dataUrl !== null) return;
    const url = URL.createObjectURL(data.blob);
    setPdfUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [data]);
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, p: 1, width: 280 }}>
      <Box sx={{ height: 200, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
        {isPending && <CircularProgress size={24} aria-label={translate('meridian.identity.loadingFile')} />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data?.dataUrl && (
          <iframe
            title={label}
            sandbox=""
            srcDoc={imageFrame(data.dataUrl, label)}
            style={{ border: 0, width: '100%', height: '100%' }}
          />
        )}
        {data && !data.dataUrl && pdfUrl && (
          <Stack spacing={1} sx={{ alignItems: 'center', p: 1, textAlign: 'center' }}>
            <Typography variant="body2" sx={textSecondary}>
              {translate('meridian.identity.pdfHelp')}
            </Typography>
            <Button size="small" variant="outlined" href={pdfUrl} download={`${file.id}.pdf`}>
              {translate('meridian.identity.savePdf')}
            </Button>
          </Stack>
        )}
      </Box>
      <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
        {label}
        <Box component="span" sx={textSecondary}>
          {` · ${file.mime}${file.width && file.height ? ` · ${file.width}×${file.height}` : ''} · ${Math.ceil(file.size / 1024)} KB`}
        </Box>
      </Typography>
    </Paper>
  );
}

/** The rejection's reasons: the provider's own, which its widget explains to the player, and the operator's words. */
function RejectReasons({
  chosen,
  setChosen,
  own,
  setOwn,
}: {
  chosen: string[];
  setChosen: (codes: string[]) => void;
  own: string;
  setOwn: (text: string) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography id="identity-reject-reasons" variant="subtitle2">
        {translate('meridian.identity.playerReasons')}
      </Typography>
      <FormGroup aria-labelledby="identity-reject-reasons">
        {IDENTITY_REJECT_REASONS.map((code) => (
          <FormControlLabel
            key={code}
            control={
              <Checkbox
                checked={chosen.includes(code)}
                onChange={(event) =>
                  setChosen(event.target.checked ? [...chosen, code] : chosen.filter((c) => c !== code))
                }
              />
            }
            label={translate(`meridian.identity.reasons.${code}`)}
          />
        ))}
      </FormGroup>
      <TextField
        label={translate('meridian.identity.ownWords')}
        helperText={translate('meridian.identity.ownWordsHelp')}
        value={own}
        onChange={(event) => setOwn(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Stack>
  );
}

function DecisionActions({ review, onDecided }: { review: IdentityReview; onDecided: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess = false } = useCanAccess({ resource: 'identity-reviews', action: 'decide' });
  const [open, setOpen] = useState<'approved' | 'rejected' | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [own, setOwn] = useState('');
  if (!canAccess) return null;
  const act = async (reason: string) => {
    const reasons = open === 'rejected' ? [...chosen, ...(own.trim() ? [own.trim()] : [])] : [];
    if (open === 'rejected' && reasons.length === 0) throw new Error(translate('meridian.identity.reasonsNeeded'));
    return callAdmin('POST /identity-reviews/{applicant_id}/decision', {
      params: { applicant_id: review.applicant_id },
      body: { decision: open ?? 'approved', reasons, reason },
    });
  };
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Button variant="contained" onClick={() => setOpen('approved')}>
        {translate('meridian.identity.approve')}
      </Button>
      <Button color="error" variant="outlined" onClick={() => setOpen('rejected')}>
        {translate('meridian.identity.reject')}
      </Button>
      {open && (
        <ReasonDialog
          title={translate(open === 'approved' ? 'meridian.identity.approveTitle' : 'meridian.identity.rejectTitle')}
          help={translate(open === 'approved' ? 'meridian.identity.approveHelp' : 'meridian.identity.rejectHelp')}
          confirm={translate(open === 'approved' ? 'meridian.identity.approve' : 'meridian.identity.reject')}
          color={open === 'approved' ? 'primary' : 'error'}
          act={act}
          onClose={(done) => {
            const decided = open;
            setOpen(null);
            if (!done) return;
            notify(decided === 'approved' ? 'meridian.identity.approvedNotice' : 'meridian.identity.rejectedNotice', {
              type: 'success',
            });
            onDecided();
          }}
        >
          {open === 'rejected' && <RejectReasons chosen={chosen} setChosen={setChosen} own={own} setOwn={setOwn} />}
        </ReasonDialog>
      )}
    </Stack>
  );
}

/** One applicant: who, what the checks could not decide, the account beside the document, the files. */
function ReviewDetail({ review, onDecided }: { review: IdentityReview; onDecided: () => void }) {
  const translate = useTranslate();
  const today = new Date().toISOString().slice(0, 10);
  const { player, submission } = review;
  return (
    <Stack component="section" aria-labelledby="identity-review-title" spacing={2} sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="identity-review-title" component="h2" variant="h6">
          {`${submission.first_name} ${submission.last_name}`}
        </Typography>
        {player ? (
          <MuiLink component={Link} to={`/players/${player.id}/show`}>
            {translate('meridian.identity.player', { id: player.id, email: player.email ?? '—' })}
          </MuiLink>
        ) : (
          <Typography sx={textSecondary}>{translate('meridian.identity.noPlayer')}</Typography>
        )}
      </Stack>
      <Typography variant="body2" sx={textSecondary}>
        {translate('meridian.identity.submitted')} <Time iso={submission.submitted_at} />
        {` · ${translate(`meridian.identity.documents.${submission.document_type}`, { _: submission.document_type })}`}
        {` · ${submission.document_number}`}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} aria-label={translate('meridian.identity.whyReview')}>
        {submission.reasons.map((code) => (
          <ReasonChip key={code} code={code} />
        ))}
      </Stack>
      <HeadedTable
        label={translate('meridian.identity.comparison')}
        columns={['detail', 'account', 'document'].map((column) => translate(`meridian.identity.${column}`))}
      >
        {compareDetails(review).map((line) => (
          <TableRow key={line.field}>
            <TableCell component="th" scope="row">
              {translate(`meridian.identity.fields.${line.field}`)}
            </TableCell>
            <TableCell>{line.account ?? '—'}</TableCell>
            <TableCell>
              {line.document}{' '}
              {line.differs && <Chip size="small" color="warning" label={translate('meridian.identity.differs')} />}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row">
            {translate('meridian.identity.fields.document_expiry')}
          </TableCell>
          <TableCell>—</TableCell>
          <TableCell>
            {submission.document_expiry}{' '}
            {expired(submission.document_expiry, today) && (
              <Chip size="small" color="error" label={translate('meridian.identity.expired')} />
            )}
          </TableCell>
        </TableRow>
      </HeadedTable>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {review.files.map((file) => (
          <FileViewer key={file.id} review={review} file={file} />
        ))}
      </Stack>
      <DecisionActions review={review} onDecided={onDecided} />
    </Stack>
  );
}

/**
 * Identity review: the verification provider's queue of applicants its checks could not decide,
 * read through its operator API. Choosing one shows its details and files; a decision goes to the
 * provider, whose webhook then changes the player's status.
 */
export function IdentityReviewsPage() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['identity-reviews'],
    queryFn: ({ signal }) => callAdmin('GET /identity-reviews', { signal }),
  });
  const [selected, setSelected] = useState<string | null>(null);
  const list = data?.list ?? [];
  const current = list.find((review) => review.applicant_id === selected) ?? list[0] ?? null;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('meridian.identity.title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('meridian.identity.title')}
      </Typography>
      <Typography variant="body2" sx={{ ...textSecondary, mb: 2, maxWidth: 900 }}>
        {translate('meridian.identity.help')}
      </Typography>
      {isPending && <CircularProgress aria-label={translate('meridian.identity.loading')} />}
      {error && <LoadFailed error={error} retry={refetch} />}
      {data && list.length === 0 && <Alert severity="info">{translate('meridian.identity.empty')}</Alert>}
      {current && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Stack
            component="nav"
            aria-label={translate('meridian.identity.queue', { count: list.length })}
            spacing={1}
            sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}
          >
            <Typography component="h2" variant="subtitle1">
              {translate('meridian.identity.queue', { count: list.length })}
            </Typography>
            {list.map((review) => (
              <Button
                key={review.applicant_id}
                variant={review.applicant_id === current.applicant_id ? 'contained' : 'outlined'}
                aria-current={review.applicant_id === current.applicant_id ? 'true' : undefined}
                onClick={() => setSelected(review.applicant_id)}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
              >
                <Stack>
                  <span>{`${review.submission.first_name} ${review.submission.last_name}`}</span>
                  <Typography variant="caption" component="span">
                    <Time iso={review.submission.submitted_at} />
                  </Typography>
                </Stack>
              </Button>
            ))}
          </Stack>
          <ReviewDetail
            key={current.applicant_id}
            review={current}
            onDecided={() => {
              setSelected(null);
              void refetch();
            }}
          />
        </Stack>
      )}
    </Box>
  );
}
