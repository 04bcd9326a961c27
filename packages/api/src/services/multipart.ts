export type FormFieldValue = string | number | boolean | Blob | null | undefined | readonly (string | number | Blob)[];

/**
 * Builds a multipart body: numbers and booleans as text, arrays as repeated parts, files as files;
 * null and undefined fields are left out (the server keeps what it has).
 */
export function toFormData(fields: Readonly<Record<string, FormFieldValue>>): FormData {
  const form = new FormData();
  const append = (name: string, value: string | number | boolean | Blob) => {
    // A File keeps its own name; the server checks the bytes, never the name.
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly (string | number | Blob)[]) append(name, item);
    else append(name, value as string | number | boolean | Blob);
  }
  return form;
}

/**
 * The options of a multipart call for openapi-fetch. openapi-typescript types binary parts as strings,
 * so the typed `body` is only what type-checks the call; the bytes sent are the FormData built here.
 */
export function multipart<Body>(fields: Readonly<Record<string, FormFieldValue>>): { body: Body; bodySerializer: () => FormData } {
  const form = toFormData(fields);
  return { body: fields as unknown as Body, bodySerializer: () => form };
}
