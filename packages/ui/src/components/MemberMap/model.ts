/** A member on a map: where it is, what the popup says and where its link leads. */
export interface MemberMapPoint {
  id: number | string;
  name: string;
  lat: number;
  lon: number;
  /** The sector's name in the current language; no line when absent. */
  sector?: string;
  /** The member's page; the popup links to it through the kit's link component (no link when absent). */
  href?: string;
}
