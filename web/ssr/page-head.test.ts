import type { PublicAdviser } from '@common/api/advisers';
import { describe, expect, it } from 'vitest';
import { profileHead, renderHead } from './page-head';

const PUBLIC_URL = 'https://tanacsado.example';

const topic = (id: string, name: string, priceHuf: number) => ({
  id,
  _id: id,
  name,
  color: '#1864ab',
  durationMinutes: 60,
  priceHuf,
  series: null,
});

function adviser(over: Partial<PublicAdviser> = {}): PublicAdviser {
  return {
    id: 'a1',
    _id: 'a1',
    userId: 'u1',
    user: { id: 'u1', _id: 'u1', name: 'Kiss Anna' },
    name: 'Kiss Anna',
    description: 'Családjogi és adóügyekben segítek.',
    workSchedule: [],
    consultingTopics: [topic('t1', 'Jogi tanácsadás', 12_000), topic('t2', 'Adótanácsadás', 0)],
    consultingAreas: [
      { name: 'Jogi tanácsadás', color: '#1864ab' },
      { name: 'Adótanácsadás', color: '#1864ab' },
    ],
    avatar: null,
    avatarThumbnail: null,
    rating: 0,
    reviewCount: 0,
    active: true,
    expirationDate: null,
    expired: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    nextFreeSlot: null,
    indexable: true,
    cancelDeadlineHours: 24,
    acceptsPayments: true,
    ...over,
  };
}

/** The nodes of the JSON-LD graph the rendered <head> carries. */
function graphOf(head: string): Record<string, unknown>[] {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return (JSON.parse(json ?? 'null') as { '@graph': Record<string, unknown>[] })['@graph'];
}

const personOf = (head: string) => {
  const profile = graphOf(head).find((node) => node['@type'] === 'ProfilePage');
  return profile?.mainEntity as Record<string, unknown>;
};

describe('the structured data of a profile', () => {
  it('names one Offer per offered consultation with its price in forints (0: free)', () => {
    const head = renderHead(profileHead(adviser(), '/tanacsado/a1', PUBLIC_URL), PUBLIC_URL);
    const person = personOf(head);
    expect(person['@type']).toBe('Person');
    expect(person.makesOffer).toEqual([
      { '@type': 'Offer', name: 'Jogi tanácsadás', price: 12_000, priceCurrency: 'HUF' },
      { '@type': 'Offer', name: 'Adótanácsadás', price: 0, priceCurrency: 'HUF' },
    ]);
  });

  it('names no offer when the adviser offers nothing', () => {
    const head = profileHead(
      adviser({ consultingTopics: [], consultingAreas: [] }),
      '/tanacsado/a1',
      PUBLIC_URL,
    );
    expect(personOf(renderHead(head, PUBLIC_URL))).not.toHaveProperty('makesOffer');
  });

  it('keeps a type name that could close the script element inside the JSON', () => {
    const head = renderHead(
      profileHead(
        adviser({ consultingTopics: [topic('t3', '</script><b>Ügyvéd', 5_000)] }),
        '/tanacsado/a1',
        PUBLIC_URL,
      ),
      PUBLIC_URL,
    );
    expect(head).not.toContain('</script><b>');
    expect(personOf(head).makesOffer).toEqual([
      { '@type': 'Offer', name: '</script><b>Ügyvéd', price: 5_000, priceCurrency: 'HUF' },
    ]);
  });
});
