// spec public §7 "Static images": where the server serves each kind of image.
export const COMPANY_IMAGES_PATH = '/repertoire_amchams';
export const PARTNER_LOGOS_PATH = '/api/files';
export const AD_IMAGES_PATH = '/api/ads/images';

const ABSOLUTE_URL = /^https?:\/\//i;

function imageUrl(folder: string, value: string | null | undefined, baseUrl: string): string | null {
  const name = value?.trim();
  if (!name) return null;
  if (ABSOLUTE_URL.test(name)) return name;
  const base = baseUrl.replace(/\/+$/, '');
  // Some company records hold an image path rather than a bare file name (spec public §3 "pictures").
  if (name.startsWith('/')) return `${base}${name}`;
  return `${base}${folder}/${encodeURIComponent(name)}`;
}

/** A company logo or gallery picture: `/repertoire_amchams/{file}`; null when there is none (show the placeholder). */
export function companyImageUrl(file: string | null | undefined, baseUrl = ''): string | null {
  return imageUrl(COMPANY_IMAGES_PATH, file, baseUrl);
}

/** A partner logo: `/api/files/{name}`, unless the value is already an absolute http(s) URL. */
export function partnerLogoUrl(name: string | null | undefined, baseUrl = ''): string | null {
  return imageUrl(PARTNER_LOGOS_PATH, name, baseUrl);
}

/** A banner (ad) image, web or mobile: `/api/ads/images/{name}`. */
export function adImageUrl(name: string | null | undefined, baseUrl = ''): string | null {
  return imageUrl(AD_IMAGES_PATH, name, baseUrl);
}
