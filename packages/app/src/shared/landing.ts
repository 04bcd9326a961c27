// The page the directory service rendered for this load of the app (main.tsx marks it when the HTML carries the
// server's payload). The service counted it as it served it, for this visitor, once a day (its recordRenderedPage:
// the visit, and a member page's view), the page cache's answers included: the app does not ask again for that page.
// A page reached later by a link, or the same page opened again, is the app's to count (the service's daily gate
// lets only a visitor's first of the day through).

let rendered: string | undefined;

/** This load's page came from the service's render, at this path. */
export function landedOnRenderedPage(pathname: string): void {
  rendered = pathname;
}

/** Whether the service already counted the page at this path for this load (its visit, a member page's view). */
export const countedByService = (pathname: string): boolean => pathname === rendered;
