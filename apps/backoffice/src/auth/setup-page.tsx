import { Alert, Box, Button, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Login, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { callAdmin } from '../api/admin-client';
import type { SignInHandOver } from './login-page';

/**
 * The start-up log's one-time link (`/backoffice/setup#<token>`, the token after the hash so it stays
 * out of every server's access log): creates the first admin, shows their one-time password once, and
 * goes on to sign-in with it.
 */
export function SetupPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [token] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<SignInHandOver | null>(null);
  const [error, setError] = useState<string | null>(token ? null : translate('meridian.setup.noToken'));
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    callAdmin('POST /auth/setup', { body: { token, email } })
      .then((answer) => {
        // The token is spent: keep it out of the address bar and the history.
        window.history.replaceState(window.history.state, '', window.location.pathname);
        setCreated({ email: answer.operator.email, password: answer.one_time_password });
      })
      .catch((caught: Error) => setError(caught.message))
      .finally(() => setBusy(false));
  };

  return (
    <Login sx={{ backgroundImage: 'none', backgroundColor: 'background.default' }}>
      <CardContent sx={{ width: { xs: '100%', sm: 420 }, maxWidth: '100%' }}>
        {created ? (
          <Stack spacing={2}>
            <Typography component="h1" variant="h6">
              {translate('meridian.setup.createdTitle')}
            </Typography>
            <Typography variant="body2">{created.email}</Typography>
            <Box>
              <Typography variant="caption" component="p" id="one-time-password-label">
                {translate('meridian.setup.oneTimePassword')}
              </Typography>
              <Typography
                aria-labelledby="one-time-password-label"
                sx={{ fontFamily: 'monospace', fontSize: '1.2rem' }}
              >
                {created.password}
              </Typography>
            </Box>
            <Alert severity="warning">{translate('meridian.setup.shownOnce')}</Alert>
            <Button variant="contained" onClick={() => navigate('/login', { state: created })}>
              {translate('meridian.setup.continue')}
            </Button>
          </Stack>
        ) : (
          <Box component="form" onSubmit={submit} noValidate aria-labelledby="setup-title">
            <Stack spacing={2}>
              <Typography id="setup-title" component="h1" variant="h6">
                {translate('meridian.setup.title')}
              </Typography>
              <Typography variant="body2">{translate('meridian.setup.help')}</Typography>
              {error && <Alert severity="error">{error}</Alert>}
              <TextField
                label={translate('meridian.setup.email')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
                autoFocus
                disabled={!token}
              />
              <Button type="submit" variant="contained" disabled={busy || !token || !email}>
                {translate('meridian.setup.submit')}
              </Button>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Login>
  );
}
