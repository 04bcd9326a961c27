import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppExtra } from '../../data/serviceCall';
import { sessionActions, type SessionState } from './sessionSlice';

/**
 * Renews the access token with the refresh token (the client's refresh, shared with the one a 401 triggers): the
 * session follows the new token, or ends as expired when the refresh is refused (spec public §4, §8). Resolves to
 * whether it was renewed. A plain thunk: Redux Toolkit's createAsyncThunk is in the module the first chunk leaves to
 * the lazy RTK Query chunks (state/actionCreator.ts).
 */
export function renewSession(): ThunkAction<Promise<boolean>, { session: SessionState }, AppExtra, UnknownAction> {
  return async (dispatch, _getState, extra) => {
    const outcome = await extra.client.refreshSession();
    const refreshToken = extra.client.tokens.getRefreshToken();
    if (outcome.ok && refreshToken !== null) {
      dispatch(sessionActions.tokensRefreshed({ token: outcome.token, refreshToken }));
      return true;
    }
    dispatch(sessionActions.expired());
    return false;
  };
}
