// Tag "auth": sign-in, refresh, logout, sign-up, password reset and change.
import type { AppContext } from '../context.js';
import { requireAuth } from '../plugins/auth.js';
import { EMAIL_CONFIRMED, RESET_REQUESTED } from '../services/auth.js';
import { mailLanguageOf } from '../services/mailTemplates.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, headersOf, paramsOf } from './types.js';

export function authRoutes(ctx: AppContext): RouteHandlers {
  return {
    // token answers are never stored by a cache
    async signIn(request, reply) {
      const { email, password } = bodyOf(request, 'signIn');
      const tokens = await ctx.auth.signIn(email, password, `client:${request.ip}`);
      return reply.header('cache-control', 'no-store').send(tokens);
    },

    async refreshTokens(request, reply) {
      const { refreshToken } = bodyOf(request, 'refreshTokens');
      const tokens = await ctx.auth.refresh(refreshToken);
      return reply.header('cache-control', 'no-store').send(tokens);
    },

    async logout(request, reply) {
      const header = headersOf(request, 'logout')['x-refresh-token'];
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
      await ctx.auth.logout(typeof header === 'string' ? header : undefined, bearer);
      return reply.code(204).send();
    },

    signUp: {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      async handler(request, reply) {
        const body = bodyOf(request, 'signUp');
        const result = await ctx.auth.signUp(body, request.user ?? undefined, mailLanguageOf(request.headers['accept-language']));
        return result.status === 201 ? reply.code(201).send(result.user) : reply.code(202).send({ message: result.message });
      },
    },

    requestPasswordReset: {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      async handler(request, reply) {
        const { email } = bodyOf(request, 'requestPasswordReset');
        // The same answer at the same moment whether the e-mail has an account or not: the look-up, the link and
        // the mail (80 ms against 19 ms when they came first) happen once the answer has left.
        // Accounts have no language of their own: the mail speaks the request's (Accept-Language).
        const language = mailLanguageOf(request.headers['accept-language']);
        ctx.background.afterReply(reply, 'a password reset request', () => ctx.auth.requestPasswordReset(email, language));
        return reply.code(202).send({ message: RESET_REQUESTED });
      },
    },

    confirmEmail: {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      async handler(request, reply) {
        const { token } = bodyOf(request, 'confirmEmail');
        await ctx.auth.confirmEmail(token);
        return reply.send({ message: EMAIL_CONFIRMED });
      },
    },

    confirmPasswordReset: {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      async handler(request, reply) {
        const { token, password } = bodyOf(request, 'confirmPasswordReset');
        await ctx.auth.confirmPasswordReset(token, password);
        return reply.code(204).send();
      },
    },

    async changePassword(request, reply) {
      const user = requireAuth(request);
      const { id } = paramsOf(request, 'changePassword');
      const { currentPassword, newPassword } = bodyOf(request, 'changePassword');
      await ctx.auth.changePassword(user, id, currentPassword, newPassword);
      return reply.code(204).send();
    },
  };
}
