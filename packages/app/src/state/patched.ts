/**
 * The object with these fields changed, or the same object when every one already has its value: the state's plain
 * reducers keep what Redux Toolkit's createSlice (immer) gave, an unchanged part keeps its identity, so a selector
 * reading it (a carousel's position, a search's filters) does not re-render its component on an action that changed
 * nothing (a paused carousel's tick). The slices are plain reducers so that the first chunk carries no immer.
 */
export function patched<T extends object>(state: T, changes: Partial<T>): T {
  for (const key of Object.keys(changes) as (keyof T)[]) {
    if (!Object.is(state[key], changes[key])) return { ...state, ...changes };
  }
  return state;
}

/** The state with one of its parts patched (see patched): the same state when that part does not change. */
export function patchedPart<S extends object, K extends keyof S>(state: S, key: K, changes: Partial<S[K] & object>): S {
  const part = state[key] as S[K] & object;
  const next = patched(part, changes);
  return next === part ? state : { ...state, [key]: next };
}
