// drizzle-kit generates SQL migrations from src/db/schema.ts; they are applied at start by the runtime migrate()
// (src/db/migrate.ts), never by `drizzle-kit migrate` (it cannot load PGlite's extensions: ENVIRONMENT.md).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
