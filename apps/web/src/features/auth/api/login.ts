import type { LoginRequest, SignInCode, TokenData } from '@meridian/contract/auth';
import { APP_VERSION } from '@meridian/contract/constants';
import { isApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { pickTokenData } from '../../../shared/session/auth-session';

/** Signed in, or asked for the code the server sent because this browser is new to the account. */
export type LoginAnswer = { token: TokenData } | { code: SignInCode };

export async function login(body: LoginRequest): Promise<LoginAnswer> {
  let payload: unknown;
  try {
    payload = await callApi('POST /auth/login', {
      body: { ...body, app_v: APP_VERSION },
      anonymous: true,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'SignInCodeRequired' && isSignInCode(error.payload)) {
      return { code: error.payload };
    }
    throw error;
  }
  const data = pickTokenData(payload);
  if (!data) throw new Error('The login answer carried no token');
  return { token: data };
}

function isSignInCode(payload: unknown): payload is SignInCode {
  const { code, channel } = (payload ?? {}) as Partial<SignInCode>;
  return typeof code?.id === 'string' && typeof code.token === 'string' && (channel === 'email' || channel === 'sms');
}
