import type { PayloadAction } from '@reduxjs/toolkit';

/** An action creator as Redux Toolkit's createAction makes one: called for the action, `type`, and `match`. */
export type ActionCreator<P> = ([P] extends [void] ? () => PayloadAction<undefined> : (payload: P) => PayloadAction<P>) & {
  readonly type: string;
  match(action: unknown): action is PayloadAction<P>;
};

/**
 * Redux Toolkit's createAction, without Redux Toolkit: the first chunk imports nothing from its module, which the lazy
 * RTK Query chunks share and which brings immer (createSlice's) with it wherever it is imported.
 */
export function actionCreator<P = void>(type: string): ActionCreator<P> {
  const create = (payload?: P) => ({ type, payload });
  return Object.assign(create, {
    type,
    match: (action: unknown): action is PayloadAction<P> => (action as { type?: unknown } | null)?.type === type,
  }) as unknown as ActionCreator<P>;
}
