import { OPERATOR_PASSWORD_MIN_LENGTH } from '@meridian/contract/operators';
import { Alert, Box, Button, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Login, useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { AdminApiError, callAdmin } from '../api/admin-client';

type Step =
  | { kind: 'password' }
  | {
      kind: 'code';
      challenge: string;
      newPassword: boolean;
      enrolment: { secret: string; otpauth_uri: string } | null;
    };

/** Credentials the setup page hands over, so the first admin signs in without retyping the one-time password. */
export type SignInHandOver = { email: string; password: string };

/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Sign-in in two steps: the password, then the authenticator's code (enrolling it the first time). */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const handOver = (useLocation().state ?? null) as SignInHandOver | null;
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState(handOver?.email ?? '');
  const [password, setPassword] = useState(handOver?.password ?? '');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      if (step.kind === 'code' && caught instanceof AdminApiError && caught.status === 401) {
        setStep({ kind: 'password' });
        setPassword('');
        setError(translate('meridian.signIn.expired'));
      } else setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await callAdmin('POST /auth/sign-in', { body: { email, password } });
      const enrolment = answer.enrolled ? null : await callAdmin('POST /auth/enrolment', { bearer: answer.challenge });
      setCode('');
      setStep({ kind: 'code', challenge: answer.challenge, newPassword: answer.password_change_required, enrolment });
    });
  };

  const passwordProblem =
    step.kind === 'code' && step.newPassword && newPassword
      ? newPassword.length < OPERATOR_PASSWORD_MIN_LENGTH
        ? translate('meridian.signIn.passwordTooShort', { min: OPERATOR_PASSWORD_MIN_LENGTH })
        : repeat && repeat !== newPassword
          ? translate('meridian.signIn.passwordsDiffer')
          : null
      : null;

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (!/^\d{6}$/.test(code)) return setError(translate('meridian.signIn.codeFormat'));
    if (step.newPassword && (passwordProblem || newPassword !== repeat || !newPassword)) {
      return setError(passwordProblem ?? translate('meridian.signIn.passwordsDiffer'));
    }
    void run(async () => {
      const answer = await callAdmin('POST /auth/two-factor', {
        bearer: step.challenge,
        body: { code, new_password: step.newPassword ? newPassword : undefined },
      });
      await login({ token: answer.token });
    });
  };

  return (
    <Login sx={{ backgroundImage: 'none', backgroundColor: 'background.default' }}>
      <CardContent sx={{ width: { xs: '100%', sm: 400 }, maxWidth: '100%' }}>
        {step.kind === 'password' ? (
          <Box component="form" onSubmit={submitPassword} noValidate aria-labelledby="sign-in-title">
            <Stack spacing={2}>
              <Typography id="sign-in-title" component="h1" variant="h6">
                {translate('meridian.signIn.title')}
              </Typography>
              {error && <Alert severity="error">{error}</Alert>}
              <TextField
                label={translate('meridian.signIn.email')}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
                autoFocus={!email}
              />
              <TextField
                label={translate('meridian.signIn.password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
                autoFocus={Boolean(email)}
              />
              <Button type="submit" variant="contained" disabled={busy || !email || !password}>
                {translate('meridian.signIn.submit')}
              </Button>
            </Stack>
          </Box>
        ) : (
          <Box component="form" onSubmit={submitCode} noValidate aria-labelledby="code-title">
            <Stack spacing={2}>
              <Typography id="code-title" component="h1" variant="h6">
                {translate(step.enrolment ? 'meridian.signIn.enrolTitle' : 'meridian.signIn.codeTitle')}
              </Typography>
              {error && <Alert severity="error">{error}</Alert>}
              {step.enrolment ? (
                <>
                  <Typography variant="body2">{translate('meridian.signIn.enrolHelp')}</Typography>
                  <Box>
                    <Typography variant="caption" component="p" id="enrolment-key-label">
                      {translate('meridian.signIn.secret')}
                    </Typography>
                    <Typography
                      aria-labelledby="enrolment-key-label"
                      data-secret={step.enrolment.secret}
                      sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}
                    >
                      {grouped(step.enrolment.secret)}
                    </Typography>
                    <Link href={step.enrolment.otpauth_uri}>{translate('meridian.signIn.openApp')}</Link>
                  </Box>
                </>
              ) : (
                <Typography variant="body2">{translate('meridian.signIn.codeHelp')}</Typography>
              )}
              <TextField
                label={translate('meridian.signIn.code')}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                autoComplete="one-time-code"
                required
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
              />
              {step.newPassword && (
                <>
                  <Typography variant="body2">
                    {translate('meridian.signIn.newPasswordHelp', { min: OPERATOR_PASSWORD_MIN_LENGTH })}
                  </Typography>
                  <TextField
                    label={translate('meridian.signIn.newPassword')}
                    type="password"
                    autoComplete="new-password"
                    value={newPassword}
                    onChange={(e) => setNewPassword(e.target.value)}
                    required
                    error={Boolean(passwordProblem)}
                    helperText={passwordProblem ?? ' '}
                  />
                  <TextField
                    label={translate('meridian.signIn.confirmPassword')}
                    type="password"
                    autoComplete="new-password"
                    value={repeat}
                    onChange={(e) => setRepeat(e.target.value)}
                    required
                  />
                </>
              )}
              <Button type="submit" variant="contained" disabled={busy}>
                {translate('meridian.signIn.verify')}
              </Button>
              <Button
                onClick={() => {
                  setStep({ kind: 'password' });
                  setError(null);
                }}
              >
                {translate('meridian.signIn.startOver')}
              </Button>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Login>
  );
}
