// Tag "users": the signed-in user, and its own account ("Mon compte": password, address, language, notifications,
// sessions). Every operation acts on the caller's own account: there is no other account to name.
import type { AppContext } from '../context.js';
import { requireAuth } from '../plugins/auth.js';
import { EMAIL_CHANGED } from '../services/auth.js';
import { mailLanguageOf } from '../services/mailTemplates.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, type Schemas } from './types.js';

export function userRoutes(ctx: AppContext): RouteHandlers {
  return {
    async getCurrentUser(request) {
      const user = requireAuth(request);
      const body: Schemas['User'] = {
        id: user.id,
        email: user.email,
        profil: user.profil,
        companyId: user.companyId,
        countryAmchamId: user.countryAmchamId,
        language: user.language,
      };
      return body;
    },

    async getAccount(request) {
      const body: Schemas['Account'] = await ctx.auth.account(requireAuth(request));
      return body;
    },

    async updateAccountPreferences(request) {
      const body: Schemas['Account'] = await ctx.auth.updatePreferences(requireAuth(request), bodyOf(request, 'updateAccountPreferences'));
      return body;
    },

    // token answers are never stored by a cache
    async changeOwnPassword(request, reply) {
      const user = requireAuth(request);
      const { currentPassword, newPassword } = bodyOf(request, 'changeOwnPassword');
      const tokens: Schemas['AuthResponse'] = await ctx.auth.changeOwnPassword(user, currentPassword, newPassword);
      return reply.header('cache-control', 'no-store').send(tokens);
    },

    async signOutEverywhere(request, reply) {
      await ctx.auth.signOutEverywhere(requireAuth(request));
      return reply.code(204).send();
    },

    async requestEmailChange(request, reply) {
      const user = requireAuth(request);
      const { email, currentPassword } = bodyOf(request, 'requestEmailChange');
      const message = await ctx.auth.requestEmailChange(user, email, currentPassword, mailLanguageOf(request.headers['accept-language']));
      return reply.code(202).send({ message });
    },

    confirmEmailChange: {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      async handler(request, reply) {
        const { token } = bodyOf(request, 'confirmEmailChange');
        await ctx.auth.confirmEmailChange(token);
        return reply.send({ message: EMAIL_CHANGED });
      },
    },
  };
}
