// Page module of the route table (routeTable.ts), loaded on demand with its texts: the back-office's frame, given the
// table's back-office pages (each with its header's title and section) and where the header's links lead.
import { adminSections, adminSettings, type AdminSection, type AdminSetting } from '@annuaire/ui';
import AdminAreaLayout, { type BackOfficePage } from '../../../features/adminShell/AdminAreaLayout';
import { adminLinkPath, HOME_PATH, routeTable } from '../../routeTable';

const pages: BackOfficePage[] = routeTable.flatMap((entry) =>
  entry.admin ? [{ path: entry.path, title: entry.admin.title, section: entry.admin.section }] : [],
);
const sectionHrefs = Object.fromEntries(adminSections.map((section) => [section, adminLinkPath(section)])) as Record<AdminSection, string>;
const settingHrefs = Object.fromEntries(adminSettings.map((setting) => [setting, adminLinkPath(setting)])) as Record<AdminSetting, string>;

export function Component() {
  return <AdminAreaLayout pages={pages} sectionHrefs={sectionHrefs} settingHrefs={settingHrefs} homeHref={HOME_PATH} />;
}
