// Accounts, sign-in and tokens (services/auth.ts), over the primary.
import fp from 'fastify-plugin';
import { AuthService, resolveJwtSecret } from '../services/auth.js';
import { clockOf, type BuildAppOptions } from './options.js';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
}

export const authPlugin = fp<BuildAppOptions>(
  async (app, options) => {
    const { config } = options;
    const auth = new AuthService({
      repositories: app.data.repositories,
      transaction: app.data.transaction,
      secret: resolveJwtSecret(config),
      outbox: app.mail.outbox,
      publicUrl: config.publicUrl,
      sessionMaxAgeMs: config.sessionMaxAgeDays * 24 * 3600 * 1000,
      ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
      shared: app.platform.shared,
      ...clockOf(options),
    });
    app.decorate('authService', auth);
  },
  { name: 'annuaire-auth', fastify: '5.x', dependencies: ['annuaire-data', 'annuaire-mail', 'annuaire-platform'] },
);
