import type { LoginRequest, TokenData } from '@meridian/contract/auth';
import { APP_VERSION } from '@meridian/contract/constants';
import { apiRequest } from '../../../shared/api/api-client';
import { pickTokenData } from '../../../shared/session/auth-session';

export async function login(body: LoginRequest): Promise<TokenData> {
  const payload = await apiRequest<unknown>('/auth/login', {
    method: 'POST',
    body: { ...body, app_v: APP_VERSION },
    anonymous: true,
  });
  const data = pickTokenData(payload);
  if (!data) throw new Error('The login answer carried no token');
  return data;
}
