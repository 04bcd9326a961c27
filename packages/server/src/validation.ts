// The one validator compiler of the service: fastify-openapi-glue hands over OpenAPI 3.1 schemas (JSON Schema
// 2020-12) while Fastify's own Ajv is draft-07. JSON bodies, parameters and multipart forms (src/plugins/forms.ts)
// are all checked by this Ajv. One Ajv and one cache of compiled validators per process: every app built in it
// (tests build many) reuses the compiled schemas.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const ajv = new Ajv2020({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
addFormats.default(ajv);
const compiled = new Map<string, ValidateFunction>();
let schemaCounter = 0;

export function compileValidator({ schema }: { schema: unknown }): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    const copy = { ...(schema as Record<string, unknown>) };
    // the glue gives every recursive schema the same $id; Ajv refuses a second schema with a known id
    if (typeof copy.$id === 'string') copy.$id = `urn:annuaire:route-schema:${++schemaCounter}`;
    validate = ajv.compile(copy);
    compiled.set(key, validate);
  }
  return validate;
}
