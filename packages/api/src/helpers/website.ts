/** spec public §5: a website value is prefixed with https:// when it lacks http/https. Blank gives null. */
export function normalizeWebsite(value: string | null | undefined): string | null {
  const site = value?.trim();
  if (!site) return null;
  return /^https?:\/\//i.test(site) ? site : `https://${site}`;
}
