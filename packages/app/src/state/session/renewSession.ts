import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppExtra } from '../../data/serviceCall';
import { sessionActions } from './sessionSlice';

/**
 * Renews the access token with the refresh token (the client's refresh, shared with the one a 401 triggers): the
 * session follows the new token, or ends as expired when the refresh is refused (spec public §4, §8).
 */
export const renewSession = createAsyncThunk<boolean, void, { extra: AppExtra }>('session/renew', async (_, { dispatch, extra }) => {
  const outcome = await extra.client.refreshSession();
  const refreshToken = extra.client.tokens.getRefreshToken();
  if (outcome.ok && refreshToken !== null) {
    dispatch(sessionActions.tokensRefreshed({ token: outcome.token, refreshToken }));
    return true;
  }
  dispatch(sessionActions.expired());
  return false;
});
