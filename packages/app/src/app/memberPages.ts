// The member space's page modules (pages/member/), in a chunk of their own like the back-office's (adminPages.ts):
// the first chunk names only this module, not each member page and the chunks each one needs, which every public
// visitor would download (DESIGN.md budgets: the initial JavaScript of the public routes).
import type { PageModule } from './routes';

const memberPageModules = import.meta.glob<PageModule>('./pages/member/*.tsx');

export function importMemberPage(page: string): Promise<PageModule> | undefined {
  return memberPageModules[`./pages/member/${page}.tsx`]?.();
}
