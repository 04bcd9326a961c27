import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SEARCH_KEYWORD_MAX_LENGTH } from './rules';

interface Parameter {
  name?: string;
  schema?: { maxLength?: number };
}
interface Contract {
  paths: Record<string, { get?: { parameters?: Parameter[] } }>;
}

const contract = parse(readFileSync(new URL('../../../../openapi/directory.yaml', import.meta.url), 'utf8')) as Contract;

describe('the request limits the client takes from the contract', () => {
  it("SEARCH_KEYWORD_MAX_LENGTH is the maxLength of searchCompanies' keyword (the search box's maxlength)", () => {
    const keyword = contract.paths['/api/companies/search']?.get?.parameters?.find((parameter) => parameter.name === 'keyword');
    expect(keyword?.schema?.maxLength).toBe(SEARCH_KEYWORD_MAX_LENGTH);
  });
});
