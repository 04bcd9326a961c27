// Requests generated from the contract: for one operation of
// openapi/directory.yaml, path, query and header parameters and a body (JSON, multipart form or CSV), each valid,
// invalid or hostile, sent with a well-formed or a wrong content type. A request is a plain value so that
// fast-check prints its shrunk counter-examples readably; `toInjectOptions` turns it into app.inject's options.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { JsonObject, OpenApiDocument, OperationInfo } from '../openapi.js';
import { multipartPayload, type FormFile } from '../testing/multipart.js';
import { EXTRA_FIELDS, HOSTILE_STRINGS, SchemaArbitraries, type Schema } from './contractArbitraries.js';
import { SAMPLE_FILES, type SampleFile } from './sampleFiles.js';

type Part = { name: string; value: string } | { name: string; file: SampleFile; filename: string; contentType: string };

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string | null }
  | { kind: 'text'; text: string; contentType: string | null }
  | { kind: 'form'; parts: Part[] }
  | { kind: 'brokenForm'; text: string; contentType: string };

export interface FuzzRequest {
  operationId: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FuzzBody;
  remoteAddress: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

/** Percent-encodes the UTF-8 bytes of a value (lone surrogates become U+FFFD, as a browser would send them). */
const encode = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'))
    .map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');

/** Raw, already-encoded forms a value may arrive in (broken escapes, overlong UTF-8, encoded traversal). */
const RAW_ENCODED = ['%', '%zz', '%C3%28', '%FF%FE', '%C0%AE%C0%AE%2F', '%2e%2e%2f%2e%2e%2f', '..%252f', '%E2%80%AE', 'a%00b', '%F0%9F%92%A9'];

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

const MEDIA_TYPES_INSTEAD_OF_JSON = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/jsonx',
  'text/csv',
];

const MALFORMED_JSON = ['{', '{"a":', '[1,2', 'nul', '"\\ud800"', '{"__proto__":{"isAdmin":true}}', `${'['.repeat(5000)}${']'.repeat(5000)}`, '\ufeff{}', ''];

export class ContractRequests {
  private readonly schemas: SchemaArbitraries;

  constructor(private readonly document: OpenApiDocument) {
    this.schemas = new SchemaArbitraries(document);
  }

  private parametersOf(operation: OperationInfo): Parameter[] {
    const pathItem = this.document.paths[operation.path] as JsonObject;
    const declared = [...((pathItem.parameters as JsonObject[] | undefined) ?? []), ...((operation.operation.parameters as JsonObject[] | undefined) ?? [])];
    return declared.map((parameter) => this.schemas.resolve(parameter) as unknown as Parameter);
  }

  /** One parameter's value, already encoded for the URL. */
  private encodedValue(parameter: Parameter): fc.Arbitrary<string> {
    return fc.oneof(
      { arbitrary: this.schemas.valid(parameter.schema, parameter.name).map((v) => encode(asText(v))), weight: 6 },
      { arbitrary: this.schemas.invalid(parameter.schema, parameter.name).map((v) => encode(asText(v))), weight: 3 },
      { arbitrary: fc.constantFrom(...RAW_ENCODED), weight: 1 },
    );
  }

  private query(parameters: Parameter[]): fc.Arbitrary<string> {
    const declared = parameters.filter((p) => p.in === 'query');
    const pairs = declared.map((parameter) =>
      fc.oneof(
        { arbitrary: fc.constant<string[]>([]), weight: parameter.required ? 1 : 3 },
        { arbitrary: this.encodedValue(parameter).map((value) => [`${parameter.name}=${value}`]), weight: 6 },
        // the same parameter twice (an array where the contract has one value)
        {
          arbitrary: fc.tuple(this.encodedValue(parameter), this.encodedValue(parameter)).map(([a, b]) => [`${parameter.name}=${a}`, `${parameter.name}=${b}`]),
          weight: 1,
        },
        { arbitrary: fc.constant([`${parameter.name}`, `${parameter.name}[]=1`]), weight: 1 },
      ),
    );
    const extra = fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 6 },
      {
        arbitrary: fc
          .constantFrom(...EXTRA_FIELDS, 'page', 'size', 'sort', 'lang')
          .chain((name) => fc.constantFrom(...HOSTILE_STRINGS.slice(0, 20)).map((v) => [`${encode(name)}=${encode(v)}`])),
        weight: 1,
      },
    );
    return fc.tuple(fc.tuple(...pairs), extra).map(([lists, more]) => {
      const all = [...lists.flat(), ...more];
      return all.length > 0 ? `?${all.join('&')}` : '';
    });
  }

  private url(operation: OperationInfo, parameters: Parameter[]): fc.Arbitrary<string> {
    const inPath = parameters.filter((p) => p.in === 'path');
    const values = fc.tuple(...inPath.map((parameter) => this.encodedValue(parameter)));
    return fc.tuple(values, this.query(parameters)).map(([segments, query]) => {
      let path = operation.path;
      inPath.forEach((parameter, index) => {
        // an empty segment would reach another route (/api/categories/ is listCategories)
        path = path.replace(`{${parameter.name}}`, segments[index] || '%20');
      });
      return `${path}${query}`;
    });
  }

  private headerParameters(parameters: Parameter[]): fc.Arbitrary<Record<string, string>> {
    const inHeader = parameters.filter((p) => p.in === 'header');
    if (inHeader.length === 0) return fc.constant({});
    return fc
      .tuple(
        ...inHeader.map((parameter) =>
          fc.option(
            this.schemas
              .any(parameter.schema, parameter.name)
              .map(asText)
              // header values are latin-1 without line breaks: what Node lets a client send
              .map((v) => v.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?')),
            { nil: undefined },
          ),
        ),
      )
      .map((values) =>
        Object.fromEntries(inHeader.flatMap((parameter, index) => (values[index] === undefined ? [] : [[parameter.name.toLowerCase(), values[index]]]))),
      );
  }

  private jsonBody(schema: Schema): fc.Arbitrary<FuzzBody> {
    const json = (value: fc.Arbitrary<unknown>) => value.map((v): FuzzBody => ({ kind: 'json', value: v, contentType: 'application/json' }));
    const resolved = this.schemas.resolve(schema);
    return fc.oneof(
      { arbitrary: json(this.schemas.valid(schema)), weight: 5 },
      { arbitrary: json(resolved.properties ? this.schemas.mutatedObject(schema) : this.schemas.invalid(schema)), weight: 5 },
      { arbitrary: json(fc.constantFrom([], [{}], 'texte', 42, null, true, { deep: { deep: { deep: [[[[{}]]]] } } })), weight: 1 },
      {
        arbitrary: fc
          .tuple(this.schemas.valid(schema), fc.constantFrom(...MEDIA_TYPES_INSTEAD_OF_JSON, 'multipart/form-data; boundary=x'))
          .map(([v, contentType]): FuzzBody => ({ kind: 'text', text: JSON.stringify(v) ?? '', contentType })),
        weight: 1,
      },
      { arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text): FuzzBody => ({ kind: 'text', text, contentType: 'application/json' })), weight: 1 },
      { arbitrary: this.schemas.valid(schema).map((v): FuzzBody => ({ kind: 'text', text: JSON.stringify(v) ?? '', contentType: null })), weight: 1 },
      { arbitrary: fc.constant<FuzzBody>({ kind: 'none' }), weight: 1 },
    );
  }

  private formPart(name: string, schema: Schema | undefined): fc.Arbitrary<Part[]> {
    const resolved = this.schemas.resolve(schema);
    const binaryItems = resolved.type === 'array' && this.schemas.resolve(resolved.items).format === 'binary';
    if (resolved.format === 'binary' || binaryItems) {
      const file = fc.record({
        file: fc.constantFrom(...(Object.keys(SAMPLE_FILES) as SampleFile[])),
        filename: fc.constantFrom('logo.png', 'photo.jpg', '../../etc/passwd', '..\\..\\app.js', 'image.png.html', '', 'x'.repeat(300), 'é\u0000.png'),
        contentType: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'image/svg+xml', 'application/octet-stream'),
      });
      // weighted towards real images so that valid forms reach the handlers
      const files = binaryItems ? fc.array(file, { minLength: 1, maxLength: 3 }) : fc.array(file, { minLength: 1, maxLength: 1 });
      return fc.oneof(
        { arbitrary: files.map((list) => list.map((f) => ({ name, ...f }))), weight: 4 },
        { arbitrary: this.schemas.any({ type: 'string' }).map((v) => [{ name, value: asText(v) }]), weight: 1 },
      );
    }
    const valueList = (value: unknown): Part[] =>
      Array.isArray(value) ? value.map((item) => ({ name, value: asText(item) })) : [{ name, value: asText(value) }];
    return fc.oneof(
      { arbitrary: this.schemas.valid(schema, name).map(valueList), weight: 5 },
      { arbitrary: this.schemas.invalid(schema, name).map(valueList), weight: 2 },
    );
  }

  private formBody(schema: Schema): fc.Arbitrary<FuzzBody> {
    const resolved = this.schemas.resolve(schema);
    const properties = Object.entries(resolved.properties ?? {});
    const required = new Set(resolved.required ?? []);
    const fields = properties.map(([name, property]) =>
      fc.oneof(
        { arbitrary: this.formPart(name, property), weight: required.has(name) ? 12 : 3 },
        { arbitrary: fc.constant<Part[]>([]), weight: required.has(name) ? 1 : 3 },
      ),
    );
    const unknownParts = fc.oneof(
      { arbitrary: fc.constant<Part[]>([]), weight: 5 },
      { arbitrary: fc.constantFrom(...EXTRA_FIELDS).map((name): Part[] => [{ name, value: 'ACTIVE' }]), weight: 1 },
      { arbitrary: fc.constant<Part[]>([{ name: 'unknownFile', file: 'png', filename: 'a.png', contentType: 'image/png' }]), weight: 1 },
    );
    return fc.oneof(
      {
        arbitrary: fc.tuple(fc.tuple(...fields), unknownParts).map(([lists, extra]): FuzzBody => ({ kind: 'form', parts: [...lists.flat(), ...extra] })),
        weight: 10,
      },
      {
        arbitrary: fc.constantFrom<FuzzBody>(
          { kind: 'brokenForm', text: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=x' },
          { kind: 'brokenForm', text: '--x\r\n', contentType: 'multipart/form-data' },
          { kind: 'brokenForm', text: 'no boundary here', contentType: 'multipart/form-data; boundary=' },
          { kind: 'brokenForm', text: '--x\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
          { kind: 'json', value: { name: 'Formulaire en JSON' }, contentType: 'application/json' },
          { kind: 'text', text: 'name=abc', contentType: 'application/x-www-form-urlencoded' },
          { kind: 'none' },
        ),
        weight: 2,
      },
    );
  }

  private csvBody(): fc.Arbitrary<FuzzBody> {
    const header = fc.constantFrom(
      'id;name;description;address;telephone;email;sector',
      'nom,description,adresse,téléphone,email,secteur',
      'name',
      '\ufeffid;name',
      'unknown;columns',
    );
    const row = fc
      .array(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom('1', 'Finance', 'contact@x.test', '"unclosed')), {
        maxLength: 8,
      })
      .map((cells) => cells.join(';'));
    return fc.oneof(
      {
        arbitrary: fc
          .tuple(header, fc.array(row, { maxLength: 4 }))
          .map(([h, rows]): FuzzBody => ({ kind: 'text', text: [h, ...rows].join('\n'), contentType: 'text/csv' })),
        weight: 5,
      },
      {
        arbitrary: fc.constantFrom<FuzzBody>(
          { kind: 'json', value: { rows: [] }, contentType: 'application/json' },
          { kind: 'none' },
          { kind: 'text', text: '', contentType: 'text/csv' },
        ),
        weight: 1,
      },
    );
  }

  private body(operation: OperationInfo): fc.Arbitrary<FuzzBody> {
    const requestBody = this.schemas.resolve(operation.operation.requestBody as Schema | undefined) as { content?: Record<string, { schema?: Schema }> };
    const content = requestBody.content;
    if (!content) {
      // a body where none is expected
      return fc.oneof(
        { arbitrary: fc.constant<FuzzBody>({ kind: 'none' }), weight: 8 },
        {
          arbitrary: fc.constantFrom<FuzzBody>(
            { kind: 'json', value: { id: 1 }, contentType: 'application/json' },
            { kind: 'text', text: 'x', contentType: 'text/plain' },
          ),
          weight: 1,
        },
      );
    }
    const options: fc.Arbitrary<FuzzBody>[] = [];
    if (content['application/json']) options.push(this.jsonBody(content['application/json'].schema ?? {}));
    if (content['multipart/form-data']) options.push(this.formBody(content['multipart/form-data'].schema ?? {}));
    if (content['text/csv']) options.push(this.csvBody());
    return fc.oneof(...options);
  }

  /** Requests for one operation, sent with the given headers (a profile's token, or none). */
  requests(operation: OperationInfo, authorization: string | undefined): fc.Arbitrary<FuzzRequest> {
    const parameters = this.parametersOf(operation);
    const auth = fc.oneof(
      { arbitrary: fc.constant(authorization), weight: 12 },
      { arbitrary: fc.constantFrom('Bearer', 'Bearer x.y.z', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(5000)}`), weight: 1 },
    );
    const language = fc.option(fc.constantFrom('fr', 'en', 'en-US,en;q=0.9', '*', 'zz;q=abc', ';;;'), { nil: undefined });
    return fc
      .record({
        url: this.url(operation, parameters),
        headerParameters: this.headerParameters(parameters),
        authorization: auth,
        language,
        body: this.body(operation),
        remoteAddress: fc.tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 250 })).map(([a, b]) => `10.15.${a}.${b}`),
      })
      .map(({ url, headerParameters, authorization: token, language: lang, body, remoteAddress }) => ({
        operationId: operation.operationId,
        method: operation.method,
        url,
        headers: { ...headerParameters, ...(token ? { authorization: token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
        body,
        remoteAddress,
      }));
  }
}

const formFile = (part: Extract<Part, { file: SampleFile }>): FormFile => ({
  filename: part.filename,
  contentType: part.contentType,
  data: SAMPLE_FILES[part.file](),
});

export function toInjectOptions(request: FuzzRequest): InjectOptions {
  const options: InjectOptions = { method: request.method as 'GET', url: request.url, headers: { ...request.headers }, remoteAddress: request.remoteAddress };
  const { body } = request;
  const headers = options.headers as Record<string, string>;
  switch (body.kind) {
    case 'none':
      break;
    case 'json':
      options.payload = JSON.stringify(body.value) ?? '';
      if (body.contentType) headers['content-type'] = body.contentType;
      break;
    case 'text':
    case 'brokenForm':
      options.payload = body.text;
      if (body.contentType) headers['content-type'] = body.contentType;
      break;
    case 'form': {
      // a Map: part names such as 'constructor' or '__proto__' are not an object's own keys
      const fields = new Map<string, (string | FormFile)[]>();
      for (const part of body.parts) fields.set(part.name, [...(fields.get(part.name) ?? []), 'file' in part ? formFile(part) : part.value]);
      const form = multipartPayload(Object.fromEntries(fields));
      options.payload = form.payload;
      Object.assign(headers, form.headers);
      break;
    }
  }
  return options;
}
