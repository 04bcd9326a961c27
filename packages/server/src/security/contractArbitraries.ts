// Values derived from the contract's JSON Schemas (openapi/directory.yaml) for the generated-request suite:
// for a schema, values it accepts (types, bounds, enums, formats, patterns) and values it refuses
// (wrong types, one past each bound, too long or too short, off the enum, the format or the pattern), plus the
// strings attackers send whatever the schema (odd unicode, control characters, SQL and path metacharacters).
import fc from 'fast-check';
import type { JsonObject, OpenApiDocument } from '../openapi.js';

export type Schema = JsonObject & {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};

/** Ids of the test fixture (src/testing/fixture.ts): most generated ids hit a real row. */
const FIXTURE_IDS = [1, 2, 3, 4, 5, 6, 7];

/** Strings an attacker tries in any text field or parameter. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\nSet-Cookie: x=1',
  '\u202eRTL\u202c',
  '\u200b\u200d\ufeff',
  '\ud800',
  'a\udfffb',
  '\uffff\ufffe',
  'e\u0301\u0301\u0301\u0301',
  '🇨🇮🏳️‍🌈👩‍👩‍👧‍👦',
  'Ｓｏｃｉéｔé',
  'İıſK',
  "' OR '1'='1",
  "'; DROP TABLE companies; --",
  '1; SELECT pg_sleep(5)',
  '" OR ""="',
  '%',
  '_',
  '\\',
  '%_%\\',
  '$1',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e999',
  '9223372036854775808',
  'true',
  'null',
  '[]',
  '{}',
];

const oddUnicode = fc.string({ unit: 'binary', maxLength: 40 });
const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), oddUnicode);

export class SchemaArbitraries {
  constructor(private readonly document: OpenApiDocument) {}

  /** The schema with its $ref followed and its allOf parts merged (the contract uses allOf to annotate a $ref). */
  resolve(schema: Schema | undefined): Schema {
    let current: Schema = schema ?? {};
    for (let depth = 0; typeof current.$ref === 'string' && depth < 10; depth++) {
      const { $ref, ...rest } = current;
      const target = $ref
        .slice(2)
        .split('/')
        .reduce<JsonObject>((node, segment) => node[segment.replace(/~1/g, '/').replace(/~0/g, '~')] as JsonObject, this.document) as Schema;
      current = { ...target, ...rest };
    }
    if (current.allOf) {
      const { allOf, ...rest } = current;
      current = allOf.reduce<Schema>((merged, part) => ({ ...merged, ...this.resolve(part) }), rest);
    }
    return current;
  }

  private types(schema: Schema): string[] {
    if (Array.isArray(schema.type)) return schema.type;
    if (typeof schema.type === 'string') return [schema.type];
    if (schema.properties) return ['object'];
    if (schema.items) return ['array'];
    return [];
  }

  /** Values the schema accepts (as far as a generator can: formats and patterns are approximated). */
  valid(input: Schema | undefined, name = ''): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    if ('const' in schema) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((s) => this.valid(s, name)));
    const types = this.types(schema);
    if (types.length === 0) return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
    return fc.oneof(...types.map((type) => this.validOfType(schema, type, name)));
  }

  private validOfType(schema: Schema, type: string, name: string): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        const min = schema.minimum ?? -1_000_000;
        const max = schema.maximum ?? 1_000_000_000;
        const ids = FIXTURE_IDS.filter((id) => id >= min && id <= max);
        const any = fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) });
        const edges = fc.constantFrom(...[min, max].filter((v) => Number.isSafeInteger(v)));
        return ids.length > 0
          ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, { arbitrary: any, weight: 1 }, { arbitrary: edges, weight: 1 })
          : fc.oneof(any, edges);
      }
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
      case 'string':
        return this.validString(schema, name);
      case 'array': {
        const maxLength = Math.min(schema.maxItems ?? 4, 4);
        return fc.array(this.valid(schema.items), { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
      }
      case 'object':
        return this.validObject(schema);
      default:
        return fc.constant(null);
    }
  }

  private validString(schema: Schema, name: string): fc.Arbitrary<string> {
    const maxLength = schema.maxLength ?? 500;
    const minLength = schema.minLength ?? 0;
    const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
    switch (schema.format) {
      case 'email':
        return fc.oneof(fc.emailAddress(), fc.constantFrom('membre@sgc.test', 'reseau@annuaire.test', 'admin@amcham-ci.test')).filter(fits);
      case 'date':
        return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      case 'date-time':
        return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
      case 'uri':
        return fc.webUrl({ validSchemes: ['https', 'http'] }).filter(fits);
      case 'binary':
        return fc.constant('');
      default:
        break;
    }
    if (schema.pattern) {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    }
    if (/password/i.test(name))
      return fc.oneof(fc.constant('motdepasse'), fc.string({ minLength: Math.max(minLength, 8), maxLength: Math.min(maxLength, 40) }));
    const words = fc
      .array(fc.constantFrom('Société', 'conseil', 'finance', 'Abidjan', 'Dakar', 'santé', 'Tech', 'Ivoire', 'forum', 'École', 'numérique', 'de', 'la'), {
        minLength: 1,
        maxLength: 12,
      })
      .map((list) => list.join(' '));
    const text = fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength + 20, 60)), unit: 'grapheme' });
    return fc.oneof(words.filter(fits), text.filter(fits), fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40) }));
  }

  private validObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const record = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, this.valid(property, key)]));
    return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) }) as fc.Arbitrary<Record<string, unknown>>;
  }

  /** Values the schema refuses, and hostile strings (which it may or may not accept). */
  invalid(input: Schema | undefined, name = ''): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const types = this.types(schema);
    const options: fc.Arbitrary<unknown>[] = [hostileString];
    const wrongTypes: unknown[] = [];
    if (!types.includes('string')) wrongTypes.push('abc', '', '1.5');
    if (!types.includes('integer') && !types.includes('number')) wrongTypes.push(42, -1, 1.5);
    if (!types.includes('boolean')) wrongTypes.push(true, false);
    if (!types.includes('null')) wrongTypes.push(null);
    if (!types.includes('object')) wrongTypes.push({ value: 1 }, {});
    if (!types.includes('array')) wrongTypes.push([1, 'a'], []);
    options.push(fc.constantFrom(...wrongTypes));
    if (types.includes('integer') || types.includes('number')) {
      const bounds: unknown[] = [1.5, 2 ** 53, -(2 ** 53), 1e308, -1e308, 9223372036854775807n.toString()];
      if (schema.minimum !== undefined) bounds.push(schema.minimum - 1, schema.minimum - 0.5);
      if (schema.maximum !== undefined) bounds.push(schema.maximum + 1, schema.maximum + 0.5);
      options.push(fc.constantFrom(...bounds));
    }
    if (types.includes('string')) {
      const lengths: fc.Arbitrary<unknown>[] = [fc.constantFrom('x'.repeat(10_000), 'é'.repeat(70_000))];
      if (schema.maxLength !== undefined) lengths.push(fc.constant('a'.repeat(schema.maxLength + 1)));
      if (schema.minLength !== undefined && schema.minLength > 0) lengths.push(fc.constant('a'.repeat(schema.minLength - 1)));
      options.push(...lengths);
      if (schema.enum) options.push(fc.constantFrom(...schema.enum.map((v) => String(v).toLowerCase()), 'UNKNOWN', ` ${String(schema.enum[0])}`));
      if (schema.format === 'email') options.push(fc.constantFrom('not-an-email', '@test.test', 'a@', 'a@b', 'a b@c.test', `${'a'.repeat(250)}@c.test`));
      if (schema.format === 'date') options.push(fc.constantFrom('2026-13-45', '2026-02-30', '31-12-2026', '0000-00-00', '+275760-09-13'));
      if (schema.format === 'date-time') options.push(fc.constantFrom('2026-11-24T25:00:00Z', 'yesterday'));
      if (schema.format === 'uri')
        options.push(fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>1</script>', '//evil.test', 'ftp://x.test', 'https://'));
      if (schema.pattern) options.push(fc.constantFrom('javascript:alert(1)', '99-99-9999', '25:61', '12', '/etc/passwd', '.hidden', 'a/b'));
    }
    if (types.includes('array')) {
      const max = schema.maxItems ?? 50;
      options.push(fc.constant(Array.from({ length: max + 1 }, () => 'a')), fc.array(this.invalid(schema.items), { minLength: 1, maxLength: 3 }));
    }
    if (types.includes('object')) options.push(this.mutatedObject(schema));
    void name;
    return fc.oneof(...options);
  }

  /** An object with one required field left out, one field made invalid, or fields the schema does not list. */
  mutatedObject(input: Schema): fc.Arbitrary<Record<string, unknown>> {
    const schema = this.resolve(input);
    const properties = Object.keys(schema.properties ?? {});
    const required = (schema.required ?? []).filter((key) => properties.includes(key));
    const base = this.validObject(schema);
    const options: fc.Arbitrary<Record<string, unknown>>[] = [
      fc
        .tuple(
          base,
          fc.dictionary(fc.constantFrom(...EXTRA_FIELDS), fc.oneof(fc.constantFrom(1, 'ACTIVE', 'ADMIN_RESEAU', true, null, 999), hostileString), {
            minKeys: 1,
            maxKeys: 3,
          }),
        )
        .map(([value, extra]) => ({ ...value, ...extra })),
    ];
    if (required.length > 0) {
      options.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
          const copy = { ...value };
          delete copy[key];
          return copy;
        }),
      );
    }
    if (properties.length > 0) {
      options.push(
        fc
          .constantFrom(...properties)
          .chain((key) => fc.tuple(base, fc.constant(key), this.invalid(schema.properties?.[key], key)))
          .map(([value, key, bad]) => ({ ...value, [key]: bad })),
      );
    }
    return fc.oneof(...options);
  }

  /** Mostly valid values, often invalid or hostile ones. */
  any(schema: Schema | undefined, name = ''): fc.Arbitrary<unknown> {
    return fc.oneof({ arbitrary: this.valid(schema, name), weight: 3 }, { arbitrary: this.invalid(schema, name), weight: 2 });
  }
}

/** Fields a caller may try to set that no write operation lists (mass assignment, prototype pollution). */
export const EXTRA_FIELDS = [
  'id',
  'status',
  'countryAmchamId',
  'companyId',
  'userId',
  'profil',
  'role',
  'viewCount',
  'ratingCount',
  'averageRating',
  'hidden',
  'clicks',
  'createdAt',
  'passwordHash',
  'tokenVersion',
  '__proto__',
  'constructor',
  'isAdmin',
  'unknownField',
] as const;
