import { companyImageUrl, type Company, type Language, type Schedule } from '@annuaire/api';
import { localBusinessJsonLd, memberPageSummary } from '../features/memberDetails/mappers';
import { translator, type MessageId } from '../i18n/messages';

// The head of a server-rendered public page, built from the data the page was rendered with: title, description,
// canonical address and its language alternates, Open Graph and Twitter card tags, and the JSON-LD (the home page's
// Organization and WebSite, a member page's LocalBusiness: for readers of the HTML, so the browser's code does not
// carry it). Every value is escaped here.

export interface HeadInput {
  language: Language;
  origin: string;
  /** The page's address without the `lang` parameter: path and query ('/membres?country=2'). */
  address: string;
  titleId: MessageId;
  descriptionId: MessageId;
  values?: Record<string, string | number>;
  /** A member page's company: its name, sector, city and logo describe the link preview. */
  company?: Company;
  /** The member's opening hours, for its LocalBusiness JSON-LD. */
  schedules?: readonly Schedule[];
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside a <script>: no '</script>' (or '<!--') can close or change it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The address of a page in a language: French (the default) without parameter, English with `lang=en`. */
function addressIn(origin: string, address: string, language: Language): string {
  if (language === 'fr') return `${origin}${address}`;
  return `${origin}${address}${address.includes('?') ? '&' : '?'}lang=${language}`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

function homeJsonLd(origin: string, name: string, description: string): unknown[] {
  return [
    { '@context': 'https://schema.org', '@type': 'Organization', '@id': `${origin}/#organization`, name, url: `${origin}/`, logo: `${origin}/favicon.svg` },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name,
      description,
      url: `${origin}/`,
      publisher: { '@id': `${origin}/#organization` },
      inLanguage: ['fr', 'en'],
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/membres?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** A page's <title> and meta description, nothing else (the embedded directory's: a frame has no address of its own to announce). */
export function pageTitleTags(language: Language, titleId: MessageId, descriptionId: MessageId): string {
  const t = translator(language);
  return `<title>${escapeHtml(`${t(titleId)} · ${t('app.title.suffix')}`)}</title>${meta('name', 'description', t(descriptionId))}`;
}

export function buildHead({ language, origin, address, titleId, descriptionId, values, company, schedules = [] }: HeadInput): { title: string; tags: string } {
  const t = translator(language);
  const siteName = t('app.title.suffix');
  const title = `${t(titleId, values)} · ${siteName}`;
  let description = t(descriptionId, values);
  const canonical = addressIn(origin, address, language);
  let image: string | undefined;
  if (company) {
    // The same as the page's own <meta name="description"> (shared/PageHead.tsx), which then takes this one over.
    description = `${memberPageSummary(company, language)}. ${description}`;
    const logo = companyImageUrl(company.logo);
    image = logo ? new URL(logo, origin).href : undefined;
  }
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<link rel="alternate" hreflang="fr" href="${escapeHtml(addressIn(origin, address, 'fr'))}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(addressIn(origin, address, 'en'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addressIn(origin, address, 'fr'))}">`,
    meta('property', 'og:type', company ? 'business.business' : 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', company ? company.name : title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', language === 'en' ? 'en_US' : 'fr_FR'),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', company ? company.name : title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(titleId === 'app.page.home.title'
      ? homeJsonLd(origin, siteName, description).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`)
      : []),
    ...(company
      ? [`<script type="application/ld+json">${scriptJson(localBusinessJsonLd(company, schedules, addressIn(origin, address, 'fr')))}</script>`]
      : []),
  ];
  return { title, tags: tags.join('') };
}
