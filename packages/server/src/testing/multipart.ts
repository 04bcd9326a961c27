// Builds a multipart/form-data body for app.inject (the company, ad, event, chamber and partner forms).
import { randomBytes } from 'node:crypto';

export interface FormFile {
  filename: string;
  contentType?: string;
  data: Uint8Array;
}

export function multipartPayload(fields: Record<string, string | number | boolean | ReadonlyArray<string | FormFile> | FormFile>): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----annuaire${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const add = (name: string, value: string | number | boolean | FormFile) => {
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        Buffer.from(value.data),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
    }
  };
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value as ReadonlyArray<string | FormFile>) add(name, item);
    else add(name, value as string | number | boolean | FormFile);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
