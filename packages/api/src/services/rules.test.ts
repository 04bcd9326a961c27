import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EMBED_MAX_ORIGINS, EMBED_ORIGIN_PATTERN, EMBED_PER_PAGE, SEARCH_KEYWORD_MAX_LENGTH } from './rules';

interface Parameter {
  name?: string;
  schema?: { maxLength?: number };
}
interface Contract {
  paths: Record<string, { get?: { parameters?: Parameter[] } }>;
  components: { schemas: Record<string, { pattern?: string; properties?: Record<string, { minimum?: number; maximum?: number }> }> };
}

const contract = parse(readFileSync(new URL('../../../../openapi/directory.yaml', import.meta.url), 'utf8')) as Contract;

describe('the request limits the client takes from the contract', () => {
  it("SEARCH_KEYWORD_MAX_LENGTH is the maxLength of searchCompanies' keyword (the search box's maxlength)", () => {
    const keyword = contract.paths['/api/companies/search']?.get?.parameters?.find((parameter) => parameter.name === 'keyword');
    expect(keyword?.schema?.maxLength).toBe(SEARCH_KEYWORD_MAX_LENGTH);
  });

  it('the embed settings form checks what the contract checks: the hosts, their number, the page size', () => {
    const { schemas } = contract.components;
    expect(EMBED_ORIGIN_PATTERN.source).toBe(new RegExp(schemas.EmbedOrigin?.pattern ?? '').source);
    const settings = JSON.stringify(schemas.EmbedSettings);
    expect(settings).toContain(`"maxItems":${EMBED_MAX_ORIGINS}`);
    expect(schemas.EmbedOptions?.properties?.perPage).toMatchObject({ minimum: EMBED_PER_PAGE.min, maximum: EMBED_PER_PAGE.max });
    expect(['https://www.amcham-ci.example.org', 'http://127.0.0.1:4555', 'http://localhost'].every((o) => EMBED_ORIGIN_PATTERN.test(o))).toBe(true);
    expect(['http://example.org', 'https://example.org/', 'https://Example.org'].some((o) => EMBED_ORIGIN_PATTERN.test(o))).toBe(false);
  });
});
