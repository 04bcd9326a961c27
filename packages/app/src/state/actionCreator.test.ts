import { describe, expect, it } from 'vitest';
import { actionCreator } from './actionCreator';

describe('actionCreator (Redux Toolkit’s createAction, as the slices use it)', () => {
  it('makes the action with its type and payload, and names its type', () => {
    const moved = actionCreator<{ index: number }>('carousels/partnersMoved');
    expect(moved({ index: 3 })).toEqual({ type: 'carousels/partnersMoved', payload: { index: 3 } });
    expect(moved.type).toBe('carousels/partnersMoved');
  });
  it('makes an action without payload when it takes none', () => {
    expect(actionCreator('session/signedOut')()).toEqual({ type: 'session/signedOut', payload: undefined });
  });
  it('matches its own actions only, and nothing that is not an action', () => {
    const signedOut = actionCreator('session/signedOut');
    expect(signedOut.match({ type: 'session/signedOut' })).toBe(true);
    expect(signedOut.match({ type: 'session/expired' })).toBe(false);
    expect(signedOut.match(() => undefined)).toBe(false);
    expect(signedOut.match(null)).toBe(false);
    expect(signedOut.match(undefined)).toBe(false);
  });
});
