// Page module of the route table (routeTable.ts), loaded on demand with its texts: the member space's frame, given
// the table's member pages (each with its tab) and where each tab leads.
import { memberTabs, type MemberTab } from '@annuaire/ui';
import MemberSpaceLayout, { type MemberSpacePage } from '../../../features/memberSpace/MemberSpaceLayout';
import { HOME_PATH, memberTabPath, routeTable } from '../../routeTable';

const pages: MemberSpacePage[] = routeTable.flatMap((entry) =>
  entry.member ? [{ path: entry.path, tab: entry.member.tab, heading: entry.member.ownHeading ? undefined : entry.meta?.title }] : [],
);
const tabHrefs = Object.fromEntries(memberTabs.map((tab) => [tab, memberTabPath(tab)])) as Record<MemberTab, string>;

export function Component() {
  return <MemberSpaceLayout pages={pages} tabHrefs={tabHrefs} homeHref={HOME_PATH} />;
}
