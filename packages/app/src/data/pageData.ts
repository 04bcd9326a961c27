import type { ApiError } from '@annuaire/api';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../app/hooks';
import type { RootState } from '../app/store';
import type { AppExtra, ServiceCall } from './serviceCall';

// The data of the pages the app's first chunk carries (the public pages, their shared reference lists, the tracking
// events): a small query layer with RTK Query's shape (endpoints, generated hooks, tags), kept out of RTK Query so that
// a visitor's first page does not download it. Its cache is a plain reducer under `pageData`, so a server-rendered
// page's answers travel in the payload like the rest of the state (ssr/payload.ts). The member space and the
// back-office use RTK Query (directoryApi.ts), loaded with their chunks; a write made there marks this cache stale.

/** What an entry provides and a write invalidates: a kind of data, or one record of it. */
type PageTag = string | { readonly type: string; readonly id: number | string };

type TagsOf<R, A> = readonly PageTag[] | ((result: R | undefined, error: ApiError | undefined, arg: A) => readonly PageTag[]);

/** One cached answer: the argument it was last asked with, its data (kept while asking again) or its error. */
interface PageEntry {
  readonly endpoint: string;
  readonly arg: unknown;
  readonly status: 'pending' | 'fulfilled' | 'rejected';
  readonly requestId: string;
  readonly data?: unknown;
  readonly error?: ApiError;
  readonly tags: readonly PageTag[];
  /** Invalidated by a write: the hooks showing it ask again, a later mount too. */
  readonly stale: boolean;
}

/** The entries by key: `endpoint(argument as JSON, keys sorted)`. */
export type PageDataState = Readonly<Record<string, PageEntry>>;

interface QueryDefinition<R, A> {
  readonly kind: 'query';
  readonly query: (arg: A) => ServiceCall;
  /** The service's answer as the entry keeps it (the answer's own type is the parameter's: never here, any there). */
  readonly transformResponse?: (raw: never, arg: A) => R;
  readonly providesTags?: TagsOf<R, A>;
  /** The part of the argument that names the entry (default: all of it). */
  readonly serializeQueryArgs?: (arg: A) => unknown;
  /** How a new answer joins the entry's data (pages appended). */
  readonly merge?: (current: R, incoming: R) => R;
  /** Ask again although the entry has its answer (another page of the same entry). */
  readonly forceRefetch?: (args: { currentArg: A; previousArg: A }) => boolean;
}

interface MutationDefinition<R, A> {
  readonly kind: 'mutation';
  readonly query: (arg: A) => ServiceCall;
  readonly invalidatesTags?: TagsOf<R, A>;
}

/** An answer as a call gives it: its data, or the ApiError value (errors are values, as in the api package). */
export type Outcome<R> = { data: R; error?: undefined } | { data?: undefined; error: ApiError };

interface QueryResult<R> {
  /** The latest answer this hook showed, kept while another argument's answer is on its way. */
  data: R | undefined;
  /** The answer for the current argument only. */
  currentData: R | undefined;
  error: ApiError | undefined;
  /** Asking, with nothing to show yet. */
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => Promise<Outcome<R>>;
}

type PageThunk<T> = ThunkAction<T, RootState, AppExtra, UnknownAction>;

const PENDING = 'pageData/pending';
const FULFILLED = 'pageData/fulfilled';
const REJECTED = 'pageData/rejected';
const INVALIDATED = 'pageData/invalidated';

// RTK Query's actions (directoryApi.ts, reducerPath 'directoryApi'): any write it completes may change what a page
// shows (a member's profile saved, a banner deleted), so every entry goes stale; its explicit invalidations by tag
// reach the entries providing the same tags.
const DIRECTORY_MUTATION_FULFILLED = 'directoryApi/executeMutation/fulfilled';
const DIRECTORY_TAGS_INVALIDATED = 'directoryApi/invalidateTags';

type PendingAction = {
  type: typeof PENDING;
  payload: { key: string; endpoint: string; arg: unknown; requestId: string };
};
type FulfilledAction<R = unknown> = {
  type: typeof FULFILLED;
  payload: { key: string; endpoint: string; requestId: string; data: R; tags: readonly PageTag[] };
};
type RejectedAction = {
  type: typeof REJECTED;
  payload: { key: string; endpoint: string; requestId: string; error: ApiError; tags: readonly PageTag[] };
};
type InvalidatedAction = {
  type: typeof INVALIDATED;
  /** undefined: every entry. */
  payload: { tags?: readonly PageTag[] };
};

const tagType = (tag: PageTag) => (typeof tag === 'string' ? tag : tag.type);
const tagId = (tag: PageTag) => (typeof tag === 'string' ? undefined : tag.id);

/** RTK Query's rule: a kind invalidates every entry providing it; a record, the entries providing that record. */
function invalidates(invalidated: PageTag, provided: PageTag): boolean {
  if (tagType(invalidated) !== tagType(provided)) return false;
  const id = tagId(invalidated);
  return id === undefined || tagId(provided) === id;
}

function markStale(state: PageDataState, tags: readonly PageTag[] | undefined): PageDataState {
  let next: Record<string, PageEntry> | undefined;
  for (const [key, entry] of Object.entries(state)) {
    if (entry.stale) continue;
    if (tags !== undefined && !tags.some((tag) => entry.tags.some((provided) => invalidates(tag, provided)))) continue;
    next ??= { ...state };
    next[key] = { ...entry, stale: true };
  }
  return next ?? state;
}

function isAction<T extends { type: string }>(action: UnknownAction, type: T['type']): action is UnknownAction & T {
  return action.type === type;
}

export function pageDataReducer(state: PageDataState = {}, action: UnknownAction): PageDataState {
  if (isAction<PendingAction>(action, PENDING)) {
    const { key, endpoint, arg, requestId } = action.payload;
    const entry = state[key];
    return { ...state, [key]: { ...entry, endpoint, arg, requestId, status: 'pending', tags: entry?.tags ?? [], stale: false } };
  }
  if (isAction<FulfilledAction>(action, FULFILLED)) {
    const { key, requestId, data, tags } = action.payload;
    const entry = state[key];
    // an answer overtaken by a later request of the same entry is dropped
    if (entry?.requestId !== requestId) return state;
    return { ...state, [key]: { ...entry, status: 'fulfilled', data, error: undefined, tags } };
  }
  if (isAction<RejectedAction>(action, REJECTED)) {
    const { key, requestId, error, tags } = action.payload;
    const entry = state[key];
    if (entry?.requestId !== requestId) return state;
    return { ...state, [key]: { ...entry, status: 'rejected', error, tags } };
  }
  if (isAction<InvalidatedAction>(action, INVALIDATED)) return markStale(state, action.payload.tags);
  if (action.type === DIRECTORY_MUTATION_FULFILLED) return markStale(state, undefined);
  if (action.type === DIRECTORY_TAGS_INVALIDATED && Array.isArray(action.payload)) return markStale(state, action.payload as PageTag[]);
  return state;
}

/** JSON with object keys sorted: the same argument names the same entry whatever the order it was built in. */
function stableJson(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, part: unknown) =>
    part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

function keyOf<R, A>(name: string, definition: QueryDefinition<R, A>, arg: A): string {
  return `${name}(${stableJson(definition.serializeQueryArgs ? definition.serializeQueryArgs(arg) : arg) ?? 'undefined'})`;
}

function tagsOf<R, A>(tags: TagsOf<R, A> | undefined, result: R | undefined, error: ApiError | undefined, arg: A): readonly PageTag[] {
  if (tags === undefined) return [];
  return typeof tags === 'function' ? tags(result, error, arg) : tags;
}

// The requests on their way, per store (its thunk extra): one request per entry at a time, and what the server's
// render waits for.
const running = new WeakMap<AppExtra, Map<string, Promise<Outcome<unknown>>>>();

function requestsOf(extra: AppExtra): Map<string, Promise<Outcome<unknown>>> {
  let requests = running.get(extra);
  if (requests === undefined) {
    requests = new Map();
    running.set(extra, requests);
  }
  return requests;
}

let lastRequestId = 0;

/**
 * Asks for an entry: joins its request on the way; answers from the cache when the entry is fulfilled, fresh and its
 * endpoint does not ask again for this argument (unless `force`); otherwise asks the service.
 */
function fetchQuery<R, A>(name: string, definition: QueryDefinition<R, A>, arg: A, force: boolean): PageThunk<Promise<Outcome<R>>> {
  return (dispatch, getState, extra) => {
    const key = keyOf(name, definition, arg);
    const requests = requestsOf(extra);
    const onItsWay = requests.get(key);
    if (onItsWay) return onItsWay as Promise<Outcome<R>>;
    const entry = getState().pageData[key];
    const asksAgain = entry !== undefined && definition.forceRefetch?.({ currentArg: arg, previousArg: entry.arg as A }) === true;
    if (!force && entry?.status === 'fulfilled' && !entry.stale && !asksAgain) return Promise.resolve({ data: entry.data as R });

    lastRequestId += 1;
    const requestId = String(lastRequestId);
    dispatch({ type: PENDING, payload: { key, endpoint: name, arg, requestId } } satisfies PendingAction);
    const request = definition
      .query(arg)(extra.client)
      .then((result): Outcome<R> => {
        if (result.error) {
          const tags = tagsOf(definition.providesTags, undefined, result.error, arg);
          dispatch({ type: REJECTED, payload: { key, endpoint: name, requestId, error: result.error, tags } } satisfies RejectedAction);
          return { error: result.error };
        }
        // a call that answers nothing (204) gives null, so the cache holds a value
        const raw = result.data ?? null;
        const incoming = definition.transformResponse ? definition.transformResponse(raw as never, arg) : (raw as R);
        const current = getState().pageData[key];
        const data = definition.merge && current?.data !== undefined ? definition.merge(current.data as R, incoming) : incoming;
        const tags = tagsOf(definition.providesTags, data, undefined, arg);
        dispatch({ type: FULFILLED, payload: { key, endpoint: name, requestId, data, tags } } satisfies FulfilledAction<R>);
        return { data };
      })
      .finally(() => requests.delete(key));
    requests.set(key, request);
    return request;
  };
}

function runMutation<R, A>(definition: MutationDefinition<R, A>, arg: A): PageThunk<Promise<Outcome<R>>> {
  return async (dispatch, _getState, extra) => {
    const result = await definition.query(arg)(extra.client);
    if (result.error) return { error: result.error };
    const data = (result.data ?? null) as R;
    const tags = tagsOf(definition.invalidatesTags, data, undefined, arg);
    if (tags.length > 0) dispatch(invalidateTags(tags));
    return { data };
  };
}

/** Marks the entries providing these tags stale: the hooks showing them ask again. */
function invalidateTags(tags: readonly PageTag[]): InvalidatedAction {
  return { type: INVALIDATED, payload: { tags } };
}

function useQueryOf<R, A>(name: string, definition: QueryDefinition<R, A>, arg: A, options?: { skip?: boolean }): QueryResult<R> {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const skip = options?.skip === true;
  const key = skip ? undefined : keyOf(name, definition, arg);
  // The argument by value: a new object with the same content is the same request.
  const argJson = stableJson(arg);
  const stableArg = useMemo(() => (argJson === undefined ? undefined : JSON.parse(argJson)) as A, [argJson]);
  const entry = useAppSelector((state) => (key === undefined ? undefined : state.pageData[key]));

  // In the server's bundle the request starts while the page renders (effects never run there); entry-server.tsx
  // waits for the requests and renders again with their answers. An answer that failed is not asked again there.
  if (import.meta.env.SSR && key !== undefined && store.getState().pageData[key] === undefined) {
    void dispatch(fetchQuery(name, definition, stableArg, false));
  }

  const stale = entry?.stale === true;
  useEffect(() => {
    // On mount, for another argument, and once the entry went stale; a fresh answer (a hydrated one too) is kept.
    if (key !== undefined) void dispatch(fetchQuery(name, definition, stableArg, false));
  }, [dispatch, name, definition, key, stableArg, stale]);

  const refetch = useCallback(() => dispatch(fetchQuery(name, definition, stableArg, true)), [dispatch, name, definition, stableArg]);

  // React's pattern for information from previous renders: the last data shown stays while another argument loads.
  const [shown, setShown] = useState<R | undefined>(undefined);
  const currentData = skip ? undefined : (entry?.data as R | undefined);
  const data = skip ? undefined : entry?.status === 'fulfilled' ? currentData : (shown ?? currentData);
  if (data !== undefined && data !== shown) setShown(data);

  // No entry yet is a request about to start (the effect above): loading, as RTK Query's hooks say.
  const isFetching = !skip && (entry === undefined || entry.status === 'pending');
  return {
    data,
    currentData,
    error: skip ? undefined : entry?.error,
    isLoading: isFetching && data === undefined,
    isFetching,
    isError: entry?.status === 'rejected',
    refetch,
  };
}

function useMutationOf<R, A>(definition: MutationDefinition<R, A>): readonly [(arg: A) => Promise<Outcome<R>>] {
  const dispatch = useAppDispatch();
  const trigger = useCallback((arg: A) => dispatch(runMutation(definition, arg)), [dispatch, definition]);
  return [trigger] as const;
}

// The definitions keep their own result and argument types through the mapped types below; `any` only in the bound
// they are checked against (a definition is contravariant in its argument and invariant in its result).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDefinition = QueryDefinition<any, any> | MutationDefinition<any, any>;

interface Endpoint<R, A> {
  /** Asks for the entry unless it is cached and fresh (`forceRefetch`: asks anyway); the outcome as a value. */
  initiate(arg: A, options?: { forceRefetch?: boolean }): PageThunk<Promise<Outcome<R>>>;
  /** The entry of this argument in a state. */
  select(arg: A): (state: RootState) => { data?: R; error?: ApiError; status?: PageEntry['status'] };
  matchFulfilled(action: UnknownAction): action is UnknownAction & FulfilledAction<R>;
  matchRejected(action: UnknownAction): action is UnknownAction & RejectedAction;
}

type QueryHook<R, A> = [A] extends [void]
  ? (arg?: A, options?: { skip?: boolean }) => QueryResult<R>
  : (arg: A, options?: { skip?: boolean }) => QueryResult<R>;
type MutationHook<R, A> = () => readonly [(arg: A) => Promise<Outcome<R>>];

type HooksOf<D extends Record<string, AnyDefinition>> = {
  [K in keyof D & string as D[K] extends { kind: 'query' } ? `use${Capitalize<K>}Query` : `use${Capitalize<K>}Mutation`]: D[K] extends QueryDefinition<
    infer R,
    infer A
  >
    ? QueryHook<R, A>
    : D[K] extends MutationDefinition<infer R, infer A>
      ? MutationHook<R, A>
      : never;
};

type EndpointsOf<D extends Record<string, AnyDefinition>> = {
  [K in keyof D as D[K] extends { kind: 'query' } ? K : never]: D[K] extends QueryDefinition<infer R, infer A> ? Endpoint<R, A> : never;
};

const build = {
  query: <R, A = void>(definition: Omit<QueryDefinition<R, A>, 'kind'>): QueryDefinition<R, A> => ({ kind: 'query', ...definition }),
  mutation: <R, A = void>(definition: Omit<MutationDefinition<R, A>, 'kind'>): MutationDefinition<R, A> => ({ kind: 'mutation', ...definition }),
};

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

function endpointOf<R, A>(name: string, definition: QueryDefinition<R, A>): Endpoint<R, A> {
  return {
    initiate: (arg, options) => fetchQuery(name, definition, arg, options?.forceRefetch === true),
    select: (arg) => (state) => state.pageData[keyOf(name, definition, arg)] as { data?: R; error?: ApiError; status?: PageEntry['status'] },
    matchFulfilled: (action): action is UnknownAction & FulfilledAction<R> => isAction<FulfilledAction>(action, FULFILLED) && action.payload.endpoint === name,
    matchRejected: (action): action is UnknownAction & RejectedAction => isAction<RejectedAction>(action, REJECTED) && action.payload.endpoint === name,
  };
}

function injectEndpoints<D extends Record<string, AnyDefinition>>({ endpoints }: { endpoints: (builder: typeof build) => D }) {
  const definitions = endpoints(build);
  const hooks: Record<string, unknown> = {};
  const byName: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    if (definition.kind === 'query') {
      const useQuery = (arg: unknown, options?: { skip?: boolean }) => useQueryOf(name, definition, arg, options);
      hooks[`use${capitalized(name)}Query`] = useQuery;
      byName[name] = endpointOf(name, definition);
    } else {
      const useMutation = () => useMutationOf(definition);
      hooks[`use${capitalized(name)}Mutation`] = useMutation;
    }
  }
  return { ...(hooks as HooksOf<D>), endpoints: byName as EndpointsOf<D> };
}

/** The page layer: `pageApi.injectEndpoints` as with RTK Query; `util` for the server's render and invalidations. */
export const pageApi = {
  injectEndpoints,
  util: {
    invalidateTags,
    /** The requests on their way in this store (the server's render waits for them). */
    runningQueries: (): PageThunk<Promise<unknown>[]> => (_dispatch, _getState, extra) => [...requestsOf(extra).values()],
  },
};
