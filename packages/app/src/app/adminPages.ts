// The back-office's page modules (pages/admin/), in a chunk of their own: the first chunk names only this module, not
// each admin page and the chunks each one needs (a list that grows with every back-office screen and that every
// public visitor would download).
import type { PageModule } from './routes';

const adminPageModules = import.meta.glob<PageModule>('./pages/admin/*.tsx');

export function importAdminPage(page: string): Promise<PageModule> | undefined {
  return adminPageModules[`./pages/admin/${page}.tsx`]?.();
}
