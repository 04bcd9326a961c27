// The paths of the public pages that screens link to (headers, footer, breadcrumbs, cards, "see all" links): the
// route table's entries take their paths from here (app/routeTable.ts), and the containers pass them to the kit's
// screens, which know no path. Plain data, like the route table.

export const PUBLIC_PATHS = {
  home: '/',
  members: '/membres',
  member: '/membre/:id',
  news: '/actualites',
  login: '/login',
  apply: '/devenir-membre',
} as const;

/** A member's public page (its card's 'Voir la fiche', the map's markers, the back-office's public link). */
export function memberPath(member: { readonly id: number | string }): string {
  return PUBLIC_PATHS.member.replace(':id', encodeURIComponent(String(member.id)));
}
