import { vi } from 'vitest';
import { createDirectoryClient } from '../client';
import { createMemoryTokenStore, type AuthTokens, type StoredUser } from '../session/tokenStore';
import type { Language } from '../types';
import { createFakeFetch, type FakeHandler } from './fakeFetch';

/** A directory client on a fake fetch, with an in-memory session and a switchable language. */
export function createTestClient(handler: FakeHandler, options: { tokens?: AuthTokens; user?: StoredUser; language?: Language } = {}) {
  const fake = createFakeFetch(handler);
  const tokens = createMemoryTokenStore({ tokens: options.tokens, user: options.user });
  let language: Language = options.language ?? 'fr';
  const onSignedOut = vi.fn();
  const api = createDirectoryClient({ baseUrl: 'http://annuaire.test', tokens, fetch: fake.fetch, language: () => language, onSignedOut });
  return {
    api,
    tokens,
    seen: fake.seen,
    onSignedOut,
    setLanguage: (next: Language) => {
      language = next;
    },
  };
}
