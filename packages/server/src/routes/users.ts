// Tag "users": the signed-in user.
import type { AppContext } from '../context.js';
import { requireAuth } from '../plugins/auth.js';
import type { RouteHandlers } from './index.js';
import type { Schemas } from './types.js';

export function userRoutes(_ctx: AppContext): RouteHandlers {
  return {
    async getCurrentUser(request) {
      const user = requireAuth(request);
      const body: Schemas['User'] = {
        id: user.id,
        email: user.email,
        profil: user.profil,
        companyId: user.companyId,
        countryAmchamId: user.countryAmchamId,
      };
      return body;
    },
  };
}
