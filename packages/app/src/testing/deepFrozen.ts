/**
 * The value frozen all the way down: a reducer that writes into the state it was given throws on it (modules run in
 * strict mode), where createSlice's immer let the reducers write into a draft.
 */
export function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const part of Object.values(value)) deepFrozen(part);
    Object.freeze(value);
  }
  return value;
}
