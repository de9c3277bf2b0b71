import type { AdviserSearchAnswer, PublicAdviser } from '@common/api/advisers';
import { SITE_TITLE } from '@common/constants';
import { PAGE_TITLES } from '@web/lib/page-title';

/** What a server-rendered page says about itself in <head>: for search engines and link previews. */
export interface PageHead {
  /** The page's own part of the title (SPEC §1: "<page> – <site title>"); none on the home page. */
  title?: string;
  description: string;
  /** Path and query of the canonical URL (made absolute with PUBLIC_URL). */
  canonicalPath: string;
  /** An absolute or root-relative image URL; the generated share image when none. */
  image?: string;
  imageAlt?: string;
  type: 'website' | 'profile';
  /** noindex: the adviser asked not to be indexed, or the page is not found. */
  noindex?: boolean;
  /** Page-specific JSON-LD nodes (Organization and WebSite are on every page). */
  structuredData?: Record<string, unknown>[];
}

export const SITE_DESCRIPTION =
  'Online szakértői és tanácsadói portál: keressen tanácsadót, foglaljon időpontot, és beszéljenek online.';
const SHARE_IMAGE = '/og-image.png';
const SHARE_IMAGE_ALT = 'Tanácsadó portál – online szakértői és tanácsadói portál';
const DESCRIPTION_MAX = 160;

/** Fixed heads of the pages whose content does not come from the database. */
export const STATIC_HEADS = {
  home: { description: SITE_DESCRIPTION, canonicalPath: '/', type: 'website' },
  landing: {
    title: PAGE_TITLES.landing,
    description:
      'Találjon megbízható szakértőt online, néhány kattintással: jogi, pénzügyi, adó- és egyéb tanácsadás videóhívásban, előfizetéssel.',
    canonicalPath: '/landing',
    type: 'website',
  },
  adviserLanding: {
    title: PAGE_TITLES.adviserLanding,
    description:
      'Tanácsadóként mutassa be szakértelmét, kezelje időpontjait és tartsa online konzultációit egy helyen – a Tanácsadó portálon.',
    canonicalPath: '/landing-tanacsadoknak',
    type: 'website',
  },
  terms: {
    title: PAGE_TITLES.terms,
    description:
      'A Tanácsadó portál általános szerződési feltételei: a szolgáltatás, az előfizetés és a foglalás szabályai.',
    canonicalPath: '/aszf',
    type: 'website',
  },
  privacy: {
    title: PAGE_TITLES.privacy,
    description:
      'Hogyan kezeli a Tanácsadó portál a személyes adatokat: célok, jogalapok, megőrzési idők és az Ön jogai.',
    canonicalPath: '/adatkezeles',
    type: 'website',
  },
  notFound: {
    title: PAGE_TITLES.notFound,
    description: 'A keresett oldal nem létezik, vagy időközben megszűnt.',
    canonicalPath: '/',
    type: 'website',
    noindex: true,
  },
} satisfies Record<string, PageHead>;

/** A text cut at a word boundary to a meta description's length. */
export function shortText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function profileHead(adviser: PublicAdviser, path: string, publicUrl: string): PageHead {
  const areas = adviser.consultingAreas.map((area) => area.name);
  const description = adviser.description.trim()
    ? shortText(adviser.description)
    : shortText(
        `${adviser.name}${areas.length ? ` – ${areas.join(', ')}` : ''}. Foglaljon időpontot online a Tanácsadó portálon.`,
      );
  const url = absolute(path, publicUrl);
  const image = adviser.avatar ?? undefined;
  const person: Record<string, unknown> = {
    '@type': 'Person',
    name: adviser.name,
    url,
    description,
    ...(image ? { image: absolute(image, publicUrl) } : {}),
    ...(areas.length ? { jobTitle: areas.join(', '), knowsAbout: areas } : {}),
    // What each offered consultation costs (HUF, gross; 0: free), one Offer each.
    ...(adviser.consultingTopics.length
      ? {
          makesOffer: adviser.consultingTopics.map((topic) => ({
            '@type': 'Offer',
            name: topic.name,
            price: topic.priceHuf,
            priceCurrency: 'HUF',
          })),
        }
      : {}),
    ...(adviser.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: adviser.rating,
            reviewCount: adviser.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return {
    title: adviser.name,
    description,
    canonicalPath: path,
    image,
    imageAlt: `${adviser.name} profilképe`,
    type: 'profile',
    noindex: !adviser.indexable,
    structuredData: [
      { '@type': 'ProfilePage', url, name: adviser.name, dateCreated: adviser.createdAt, mainEntity: person },
    ],
  };
}

export function listHead(
  answer: AdviserSearchAnswer | undefined,
  canonicalPath: string,
  search: string,
  publicUrl: string,
): PageHead {
  const advisers = answer?.data ?? [];
  return {
    title: search ? `${PAGE_TITLES.list}: „${search}”` : PAGE_TITLES.list,
    description: search
      ? shortText(
          `Tanácsadók, akik ehhez illenek: „${search}”. Nézze meg profiljukat, értékeléseiket, és foglaljon időpontot online.`,
        )
      : 'Böngésszen a portál tanácsadói között terület, értékelés és szabad időpont szerint, és foglaljon időpontot online.',
    canonicalPath,
    type: 'website',
    structuredData: [
      {
        '@type': 'ItemList',
        url: absolute(canonicalPath, publicUrl),
        numberOfItems: answer?.totalCount ?? advisers.length,
        itemListElement: advisers.map((adviser, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absolute(`/tanacsado/${adviser.id}`, publicUrl),
          name: adviser.name,
        })),
      },
    ],
  };
}

function absolute(pathOrUrl: string, publicUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).toString();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The <head> tags of a page. */
export function renderHead(head: PageHead, publicUrl: string): string {
  const title = head.title ? `${head.title} – ${SITE_TITLE}` : SITE_TITLE;
  const canonical = absolute(head.canonicalPath, publicUrl);
  const image = absolute(head.image ?? SHARE_IMAGE, publicUrl);
  const imageAlt = head.image ? (head.imageAlt ?? title) : SHARE_IMAGE_ALT;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${publicUrl}/#organization`,
        name: 'Tanácsadó portál',
        url: `${publicUrl}/`,
        logo: absolute('/favicon.svg', publicUrl),
      },
      {
        '@type': 'WebSite',
        '@id': `${publicUrl}/#website`,
        name: SITE_TITLE,
        url: `${publicUrl}/`,
        inLanguage: 'hu-HU',
        publisher: { '@id': `${publicUrl}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${publicUrl}/tanacsadok?search={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
      ...(head.structuredData ?? []),
    ],
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', 'Tanácsadó portál'),
    meta('property', 'og:locale', 'hu_HU'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title ?? SITE_TITLE),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', imageAlt),
    head.image
      ? ''
      : `${meta('property', 'og:image:width', '1200')}${meta('property', 'og:image:height', '630')}`,
    meta('name', 'twitter:card', head.image ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title ?? SITE_TITLE),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptJson(graph)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}
