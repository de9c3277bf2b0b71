import { SEARCH_EXACT_COUNT_LIMIT } from '@common/api/advisers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, users } from '../../db/schema';
import { DAY_MS, HOUR_MS, ManualClock } from '../../lib/clock';
import { createAdviser, createType } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';

/**
 * Search quality (issue 15): a fixed set of advisers and Hungarian queries — inflected forms, missing
 * accents, typos, topic names, several words — each with the adviser(s) that must be in the top 3 of the
 * default order ("Relevancia" when there is a text), so relevance cannot silently regress.
 */

const ADVISERS = [
  [
    'Dr. Kovács Éva',
    ['Jogi tanácsadás'],
    'Családjogi ügyekben, válásban és öröklésben segítek. Házassági vagyonjogi szerződések.',
    480,
  ],
  ['Kovács Péter', ['Pénzügyi tanácsadás'], 'Befektetések, nyugdíj-előtakarékosság és hitelek.', 420],
  [
    'Szabó Bálint',
    ['Adótanácsadás', 'Jogi tanácsadás'],
    'Vállalkozások adózása, áfa-bevallás, könyvelés egyéni vállalkozóknak.',
    450,
  ],
  [
    'Nagy Zsófia',
    ['Pszichológiai tanácsadás'],
    'Stresszkezelés, szorongás és kiégés. Párkapcsolati nehézségek.',
    490,
  ],
  ['Tóth Gergely', ['Karriertanácsadás'], 'Karrierváltás, önéletrajz és állásinterjúra felkészítés.', 400],
  [
    'Horváth Réka',
    ['Táplálkozási tanácsadás'],
    'Dietetikus vagyok: fogyókúra, étrend, cukorbetegség és ételallergia.',
    470,
  ],
  ['Varga Dániel', ['Ingatlan-tanácsadás'], 'Lakásvásárlás, bérbeadás, ingatlan-adásvételi szerződés.', 390],
  ['Kiss Ildikó', ['Családterápia'], 'Gyermeknevelés, kamaszok, családi konfliktusok.', 460],
  [
    'Molnár Ödön',
    ['Adótanácsadás'],
    'Magánszemélyek személyi jövedelemadó-bevallása, adóvisszatérítés.',
    410,
  ],
  ['Németh Krisztina', ['Jogi tanácsadás'], 'Munkajog: felmondás, végkielégítés, munkaszerződés.', 440],
  ['Farkas Ábel', ['Pénzügyi tanácsadás'], 'Családi költségvetés, megtakarítás, adósságrendezés.', 350],
  ['Őrsi Ünige', ['Pszichológiai tanácsadás'], 'Gyászfeldolgozás és életvezetési tanácsadás.', 430],
  ['Székely Lőrinc', ['Karriertanácsadás'], 'Vezetői coaching, csapatépítés, munkahelyi kommunikáció.', 480],
  // Best rated of all and "Kovács" only in the description: a name match must still rank first.
  [
    'Balogh Tímea',
    ['Táplálkozási tanácsadás'],
    'Sporttáplálkozás és izomépítés versenyzőknek, a Kovács utcai rendelőben.',
    500,
  ],
] as const;

/** [query, advisers that must all be in the top 3] */
const QUERIES: [string, string[]][] = [
  ['Kovács Éva', ['Dr. Kovács Éva']],
  ['kovacs eva', ['Dr. Kovács Éva']],
  ['KOVÁCS', ['Dr. Kovács Éva', 'Kovács Péter']],
  ['Kovac', ['Dr. Kovács Éva', 'Kovács Péter']],
  ['adotanacsadas', ['Szabó Bálint', 'Molnár Ödön']],
  ['adótanácsadás', ['Szabó Bálint', 'Molnár Ödön']],
  ['adótanácsadót', ['Szabó Bálint', 'Molnár Ödön']],
  ['válás', ['Dr. Kovács Éva']],
  ['valas', ['Dr. Kovács Éva']],
  ['öröklés', ['Dr. Kovács Éva']],
  ['családjog', ['Dr. Kovács Éva']],
  ['stressz', ['Nagy Zsófia']],
  ['stressz és szorongás', ['Nagy Zsófia']],
  ['kiégés', ['Nagy Zsófia']],
  ['karrierváltás', ['Tóth Gergely']],
  ['oneletrajz', ['Tóth Gergely']],
  ['állásinterjú', ['Tóth Gergely']],
  ['fogyokura', ['Horváth Réka']],
  ['étrend', ['Horváth Réka']],
  ['cukorbeteg', ['Horváth Réka']],
  ['lakásvásárlás', ['Varga Dániel']],
  ['ingatlan', ['Varga Dániel']],
  ['gyereknevelés', ['Kiss Ildikó']],
  ['kamasz', ['Kiss Ildikó']],
  ['családterápia', ['Kiss Ildikó']],
  ['bevallás', ['Szabó Bálint', 'Molnár Ödön']],
  ['munkajog felmondás', ['Németh Krisztina']],
  ['végkielégítés', ['Németh Krisztina']],
  ['Nmeth', ['Németh Krisztina']],
  ['megtakarítás', ['Farkas Ábel']],
  ['adósság', ['Farkas Ábel']],
  ['gyász', ['Őrsi Ünige']],
  ['Orsi Unige', ['Őrsi Ünige']],
  ['coaching', ['Székely Lőrinc']],
  ['vezetoi', ['Székely Lőrinc']],
  ['sporttáplálkozás', ['Balogh Tímea']],
  ['izomepites', ['Balogh Tímea']],
  ['Horvat Reka', ['Horváth Réka']],
  ['Szabo adozas', ['Szabó Bálint']],
  ['hitel', ['Kovács Péter']],
  ['nyugdíj', ['Kovács Péter']],
  ['pénzügyi', ['Kovács Péter', 'Farkas Ábel']],
];

describe.each([false, true])('search (in-memory index: %s)', (indexed) => {
  let t: TestApp;
  const clock = new ManualClock();
  const types = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({ searchIndex: indexed, clock });
    const db = t.app.db;
    for (const name of new Set(ADVISERS.flatMap(([, topics]) => topics))) {
      types.set(name, (await createType(db, name)).id);
    }
    for (const [name, topics, description, rating] of ADVISERS) {
      await createAdviser(db, {
        name,
        description,
        topicIds: topics.map((topic) => types.get(topic) as string),
        rating: { averageX100: rating, count: 10 },
      });
    }
    await current();
  });

  afterAll(async () => {
    await t.close();
  });

  /** The index answers only once it is current: the fixtures wrote straight to the database. */
  const current = async () => {
    t.app.discovery.invalidate();
    await t.app.discovery.index?.ready();
  };

  const search = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/tanacsadok/search?${query}` });
    expect(res.statusCode, query).toBe(200);
    return res.json() as {
      data: { id: string; name: string; nextFreeSlot: string | null }[];
      totalCount: number;
      totalPages: number;
      totalCountExact: boolean;
      nextCursor: string | null;
      approximate: boolean;
      partial: boolean;
    };
  };
  const namesOf = (body: { data: { name: string }[] }) => body.data.map((a) => a.name);

  describe('search quality', () => {
    it.each(QUERIES)('"%s" has %j in the top 3', async (query, expected) => {
      const top3 = namesOf(await search(`search=${encodeURIComponent(query)}`)).slice(0, 3);
      expect(top3).toEqual(expect.arrayContaining(expected));
    });

    it('ranks a name match above a description match, whatever the rating', async () => {
      const body = await search('search=kovacs');
      expect(namesOf(body)).toEqual(['Dr. Kovács Éva', 'Kovács Péter', 'Balogh Tímea']);
      // Sorted by rating instead, the description match comes first.
      expect(namesOf(await search('search=kovacs&sortBy=rating'))[0]).toBe('Balogh Tímea');
    });

    it('corrects typos only when nothing matches exactly', async () => {
      // "kiss" matches exactly (Kiss Ildikó), so near words such as "kiegeses" stay out.
      const exact = await search('search=kiss');
      expect(namesOf(exact)).toEqual(['Kiss Ildikó']);
      expect(exact).toMatchObject({ approximate: false });
      const corrected = await search('search=Szabbo');
      expect(namesOf(corrected)).toContain('Szabó Bálint');
      // The answer says so, and the list page tells the visitor it shows near matches.
      expect(corrected).toMatchObject({ approximate: true });
    });

    it('answers the matches of the other words when one word matches nothing', async () => {
      // No adviser's text has "szakértő": the two of "Táplálkozási tanácsadás" instead of no one.
      const body = await search('search=taplalkozas%20szakerto');
      expect(namesOf(body)).toEqual(['Balogh Tímea', 'Horváth Réka']);
      // The answer says so, and the list page tells the visitor that not every word matched.
      expect(body).toMatchObject({ totalCount: 2, partial: true, approximate: false });
    });

    it('ranks advisers matching more of the words first, whatever the weights and ratings', async () => {
      // Whoever matches every word comes alone: Kovács Péter, only "kovacs", is not listed.
      expect(await search('search=kovacs%20eva')).toMatchObject({
        data: [expect.objectContaining({ name: 'Dr. Kovács Éva' })],
        partial: false,
      });
      // Nobody matches all three words. Farkas Ábel, the lowest rated, matches two in his description;
      // the others one each, two of them by name (which alone ranks first: see the "kovacs" test).
      const query = 'search=kovacs%20megtakaritas%20adossag';
      const body = await search(query);
      expect(namesOf(body)).toEqual(['Farkas Ábel', 'Dr. Kovács Éva', 'Kovács Péter', 'Balogh Tímea']);
      expect(body).toMatchObject({ totalCount: 4, partial: true, approximate: false });
      // The cursor (the database's path) continues in the same order.
      const first = await search(`${query}&limit=2`);
      const next = await search(`${query}&limit=2&cursor=${first.nextCursor}`);
      expect([...namesOf(first), ...namesOf(next)]).toEqual(namesOf(body));
    });

    it('corrects a typo before it drops a word', async () => {
      // "Szabbo" is near "szabo": every word matches then, so no adviser of "adózás" alone is listed.
      const body = await search('search=Szabbo%20adozas');
      expect(namesOf(body)).toEqual(['Szabó Bálint']);
      expect(body).toMatchObject({ approximate: true, partial: false });
    });

    it('ignores Hungarian stop words and a text of only stop words', async () => {
      expect(namesOf(await search('search=a%20stressz%20és%20a%20szorongás'))).toEqual(['Nagy Zsófia']);
      expect((await search('search=és%20a%20az')).totalCount).toBe(ADVISERS.length);
    });

    it('sorts by relevance only with a text; without one it is the rating order', async () => {
      const byDefault = namesOf(await search(''));
      expect(byDefault[0]).toBe('Balogh Tímea');
      expect(namesOf(await search('sortBy=relevance'))).toEqual(byDefault);
    });
  });

  describe('suggestions', () => {
    const suggest = async (q: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/tanacsadok/suggestions?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode, q).toBe(200);
      return res.json() as {
        advisers: { id: string; name: string; areas: string[]; avatarThumbnail: string | null }[];
        areas: { id: string; name: string; color: string }[];
      };
    };

    it('suggests advisers by name while typing, accent-insensitive, best rated first', async () => {
      const answered = t.app.discovery.index?.answered ?? 0;
      const body = await suggest('kov');
      if (indexed) expect(t.app.discovery.index?.answered).toBe(answered + 1);
      expect(body.advisers.map((a) => a.name)).toEqual(['Dr. Kovács Éva', 'Kovács Péter']);
      expect(body.advisers[0]).toMatchObject({ areas: ['Jogi tanácsadás'], avatarThumbnail: null });
      // Only names: "Kovács utca" in a description is not a suggestion.
      expect(body.advisers.map((a) => a.name)).not.toContain('Balogh Tímea');
      expect((await suggest('orsi un')).advisers.map((a) => a.name)).toEqual(['Őrsi Ünige']);
    });

    it('suggests consultation areas by any part of the name', async () => {
      const body = await suggest('ADO');
      expect(body.areas.map((a) => a.name)).toEqual(['Adótanácsadás']);
      expect(body.areas[0]?.id).toBe(types.get('Adótanácsadás'));
      expect((await suggest('tanacsadas')).areas.length).toBe(5);
    });

    it('corrects a typo in a name when nothing matches', async () => {
      expect((await suggest('Horvaht Ré')).advisers.map((a) => a.name)).toEqual(['Horváth Réka']);
    });

    it('refuses an empty or too long text in Hungarian', async () => {
      for (const q of ['', '%20', 'x'.repeat(101)]) {
        const res = await t.request({ method: 'GET', url: `/api/tanacsadok/suggestions?q=${q}` });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('free slots filter and order', () => {
    beforeAll(async () => {
      const now = Date.now();
      const at = (name: string, days: number | null) =>
        t.app.db.execute(
          sql`update advisers set next_free_slot_at = ${
            days === null ? null : new Date(now + days * DAY_MS).toISOString()
          } where user_id = (select id from users where name = ${name})`,
        );
      await at('Nagy Zsófia', 2);
      await at('Kiss Ildikó', 5);
      await at('Őrsi Ünige', 20);
      await at('Szabó Bálint', -1); // stale: already passed, not free
      await current();
    });

    it('keeps only advisers free within N days, and sorts by the earliest free slot', async () => {
      expect(namesOf(await search('freeWithinDays=3'))).toEqual(['Nagy Zsófia']);
      expect(namesOf(await search('freeWithinDays=7&sortBy=soonest'))).toEqual([
        'Nagy Zsófia',
        'Kiss Ildikó',
      ]);
      const soonest = await search('sortBy=soonest&limit=4');
      expect(namesOf(soonest)).toEqual(['Szabó Bálint', 'Nagy Zsófia', 'Kiss Ildikó', 'Őrsi Ünige']);
      expect(soonest.data[1]?.nextFreeSlot).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(namesOf(await search('search=pszichologiai&freeWithinDays=30&sortBy=soonest'))).toEqual([
        'Nagy Zsófia',
        'Őrsi Ünige',
      ]);
    });

    it('follows the free slots that bookings move, which announce no change', async () => {
      // As the booking job writes it (refreshNextFreeSlots): straight to the table, nothing announced.
      const tomorrow = new Date(Date.now() + DAY_MS);
      await t.app.db.execute(
        sql`update advisers set next_free_slot_at = ${tomorrow.toISOString()}, next_free_slot_changed_at = now()
          where user_id = (select id from users where name = 'Őrsi Ünige')`,
      );
      // What the index does every 30 seconds (the database path reads the table anyway).
      await t.app.discovery.index?.refreshNextFreeSlots();
      const answered = t.app.discovery.index?.answered ?? 0;
      const free = await search('freeWithinDays=3&sortBy=soonest&limit=5');
      expect(namesOf(free)).toEqual(['Őrsi Ünige', 'Nagy Zsófia']);
      if (indexed) {
        expect(t.app.discovery.index?.answered).toBe(answered + 1);
        expect(free.data[0]?.nextFreeSlot).toBe(tomorrow.toISOString());
      }
      // The cursor of a page that ends at the moved adviser continues from the new slot, not the old.
      const first = await search('sortBy=soonest&limit=2');
      expect(namesOf(first)).toEqual(['Szabó Bálint', 'Őrsi Ünige']);
      const next = await search(`sortBy=soonest&limit=2&cursor=${first.nextCursor}`);
      expect(namesOf(next)).toEqual(['Nagy Zsófia', 'Kiss Ildikó']);
    });

    it('refuses a day count out of range', async () => {
      for (const days of ['0', '61', 'x', '1.5']) {
        const res = await t.request({ method: 'GET', url: `/api/tanacsadok/search?freeWithinDays=${days}` });
        expect(res.statusCode, days).toBe(400);
      }
    });
  });

  describe('paging', () => {
    it('walks every order with the keyset cursor the same as with page numbers', async () => {
      for (const order of ['relevance', 'rating', 'name', 'newest', 'soonest']) {
        const base = `search=tanacsadas&sortBy=${order}&limit=4`;
        const byPages: string[] = [];
        for (let page = 1; page <= 4; page += 1)
          byPages.push(...namesOf(await search(`${base}&page=${page}`)));
        const byCursor: string[] = [];
        let cursor: string | null = null;
        do {
          const body = await search(`${base}${cursor ? `&cursor=${cursor}` : ''}`);
          byCursor.push(...namesOf(body));
          cursor = body.nextCursor;
        } while (cursor);
        expect(byCursor, order).toEqual(byPages);
        expect(new Set(byCursor).size, order).toBe(byCursor.length);
      }
    });

    it('refuses a forged cursor in Hungarian', async () => {
      for (const cursor of ['nem-jo', Buffer.from('["name",1]').toString('base64url')]) {
        const res = await t.request({ method: 'GET', url: `/api/tanacsadok/search?cursor=${cursor}` });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Érvénytelen lapozási jel.');
      }
    });

    it(`counts exactly up to ${SEARCH_EXACT_COUNT_LIMIT} matches and says "more" above`, async () => {
      const db = t.app.db;
      await db.execute(sql`
        insert into users (email, name, role, password_hash, email_verified_at)
        select 'tomeg' || g || '@pelda.hu', 'Tömeg Tamás ' || g, 'tanacsado', 'x', now()
        from generate_series(1, ${SEARCH_EXACT_COUNT_LIMIT + 5}) g`);
      await db.execute(sql`
        insert into advisers (user_id, active, expiration_date)
        select id, true, now() + interval '1 year' from users where email like 'tomeg%@pelda.hu'`);
      await current();
      const many = await search('search=tomeg');
      expect(many).toMatchObject({ totalCount: SEARCH_EXACT_COUNT_LIMIT, totalCountExact: false });
      expect(many.nextCursor).not.toBeNull();
      const few = await search('search=kovacs');
      expect(few).toMatchObject({ totalCount: 3, totalCountExact: true, nextCursor: null });
      // Past the limit pages are walked in the order (in memory: the group's members sorted by it),
      // and they are the database's pages.
      const pages = async () => {
        const names: string[] = [];
        for (const order of ['rating', 'name', 'newest', 'soonest'])
          for (const direction of ['asc', 'desc'])
            names.push(
              ...namesOf(await search(`search=tomeg&sortBy=${order}&sortOrder=${direction}&page=7&limit=3`)),
            );
        return names;
      };
      const answered = t.app.discovery.index?.answered ?? 0;
      const walked = await pages();
      if (indexed) expect(t.app.discovery.index?.answered).toBe(answered + 8);
      t.app.discovery.clearLocal();
      expect(walked).toEqual(await pages());
      expect(walked).toHaveLength(24);
      await current();
    });
  });

  it('hides an adviser the moment the subscription runs out, which announces nothing', async () => {
    const expiry = (at: Date) =>
      t.app.db.execute(
        sql`update advisers set expiration_date = ${at.toISOString()}
          where user_id = (select id from users where name = 'Kiss Ildikó')`,
      );
    const start = clock.now();
    await expiry(new Date(start.getTime() + HOUR_MS));
    await current();
    const answered = t.app.discovery.index?.answered ?? 0;
    expect(namesOf(await search('search=kamasz'))).toEqual(['Kiss Ildikó']);
    clock.advance(2 * HOUR_MS);
    expect(namesOf(await search('search=kamasz'))).toEqual([]);
    expect((await search('search=kamasz&sortBy=name')).totalCount).toBe(0);
    // Back in time (only a test's clock does that): listed again.
    clock.set(start);
    expect(namesOf(await search('search=kamasz&sortBy=newest'))).toEqual(['Kiss Ildikó']);
    // From memory: the four searches and the near-word retries of the two that found nothing.
    if (indexed) expect(t.app.discovery.index?.answered).toBe(answered + 6);
    await expiry(new Date(start.getTime() + 365 * DAY_MS));
    await current();
  });

  it('renders the same cards from memory as from the database', async () => {
    // One adviser with every field a card shows: picture, work schedule, topics, rating, free slot.
    const db = t.app.db;
    const kiss = sql`(select id from users where name = 'Kiss Ildikó')`;
    const schedule = [{ day: 1, start: '09:00', end: '17:00' }];
    await db.execute(
      sql`update advisers set work_schedule = ${JSON.stringify(schedule)}::jsonb,
        search_engine_indexing = false where user_id = ${kiss}`,
    );
    await db.execute(sql`
      insert into media (user_id, type, filename, path, thumbnail_path, mime_type, size_bytes, width, height)
      values (${kiss}, 'profile', 'kiss.jpg', 'profile/kiss.jpg', 'profile/kiss-kicsi.jpg', 'image/jpeg', 100, 10, 10)`);
    await current();
    const answered = t.app.discovery.index?.answered ?? 0;
    const query = 'sortBy=name&limit=50';
    const list = async () => (await t.request({ method: 'GET', url: '/api/tanacsadok?limit=50' })).json();
    const first = await search(query);
    const firstList = await list();
    if (indexed) expect(t.app.discovery.index?.answered).toBe(answered + 2);
    // Caches emptied and the index stale: the database answers.
    t.app.discovery.clearLocal();
    const stale = t.app.discovery.index?.answered;
    const [listFromDatabase, fromDatabase] = await Promise.all([list(), search(query)]);
    expect(t.app.discovery.index?.answered).toBe(stale);
    expect(firstList).toEqual(listFromDatabase);
    expect(first.data).toEqual(fromDatabase.data);
    expect(first.data.find((a) => a.name === 'Kiss Ildikó')).toMatchObject({
      workSchedule: schedule,
      avatar: expect.stringContaining('profile/kiss.jpg'),
      avatarThumbnail: expect.stringContaining('profile/kiss-kicsi.jpg'),
      consultingTopics: [expect.objectContaining({ name: 'Családterápia' })],
      indexable: false,
    });
    await current();
  });

  it("finds an adviser's change at once, and the index answers again once it has reloaded", async () => {
    const [row] = await t.app.db
      .select({ id: advisers.id, userId: advisers.userId })
      .from(advisers)
      .innerJoin(users, eq(users.id, advisers.userId))
      .where(eq(users.name, 'Varga Dániel'));
    if (!row) throw new Error('no adviser');
    const auth = { authorization: `Bearer ${await createSession(t.app.db, new Date(), row.userId)}` };
    const changed = await t.request({
      method: 'PUT',
      url: `/api/tanacsadok/${row.id}/description`,
      headers: auth,
      payload: { description: 'Lakásbérlés és zsúfolt társasházak ügyei.' },
    });
    expect(changed.statusCode).toBe(200);
    // The caller's next search sees the change (the index is stale until it reloads: the database answers).
    expect(namesOf(await search('search=zsufolt'))).toEqual(['Varga Dániel']);
    await t.app.discovery.index?.ready();
    const answered = t.app.discovery.index?.answered ?? 0;
    expect(namesOf(await search('search=tarsashaz'))).toEqual(['Varga Dániel']);
    expect(namesOf(await search('search=bérbeadás'))).toEqual([]);
    // Three answers from memory: the two searches and the near-word retry of the one that found nothing.
    if (indexed) expect(t.app.discovery.index?.answered).toBe(answered + 3);
  });

  it('answered every search above from memory with the index, from the database without', () => {
    if (indexed) expect(t.app.discovery.index?.answered).toBeGreaterThan(QUERIES.length + 20);
    else expect(t.app.discovery.index).toBeUndefined();
  });
});

/**
 * What a word matched decides its rank (issue 36): a name or a topic above the description; within the
 * same part, the word itself or its stem ("adó", "adók") above a longer word it only begins ("adok",
 * "I give"); and a long word is found inside the compounds that hold it ("szakpszichológus"), as an
 * exact match, not a near word.
 */
const WORD_KIND_ADVISERS = [
  ['Tímár Gábor', ['Adótanácsadás'], 'Egyéni vállalkozók bevallásai és könyvelése.', 300],
  [
    'Fodor Lilla',
    ['Jogi tanácsadás'],
    'Öröklési ügyekben segítek, az adó és az illeték kérdéseiben is.',
    350,
  ],
  [
    'Bakos Imre',
    ['Informatikai tanácsadás'],
    'Kisvállalkozásoknak adok tanácsot a felhőszolgáltatásokról.',
    500,
  ],
  ['Csonka Ede', ['Informatikai tanácsadás'], 'Tanácsot adok webáruházak indításához.', 450],
  [
    'Szalai Vera',
    ['Pszichológiai tanácsadás'],
    'Klinikai szakpszichológus vagyok, szorongással foglalkozom.',
    400,
  ],
  ['Rácz Olga', ['Karriertanácsadás'], 'Tanácsadó szakpszichológusként pályaválasztásban segítek.', 420],
] as const;

describe.each([false, true])('search by the kind of word matched (in-memory index: %s)', (indexed) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ searchIndex: indexed });
    const types = new Map<string, string>();
    for (const name of new Set(WORD_KIND_ADVISERS.flatMap(([, topics]) => topics))) {
      types.set(name, (await createType(t.app.db, name)).id);
    }
    for (const [name, topics, description, rating] of WORD_KIND_ADVISERS) {
      await createAdviser(t.app.db, {
        name,
        description,
        topicIds: topics.map((topic) => types.get(topic) as string),
        rating: { averageX100: rating, count: 10 },
      });
    }
    t.app.discovery.invalidate();
    await t.app.discovery.index?.ready();
  });

  afterAll(() => t.close());

  const search = async (text: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/tanacsadok/search?search=${encodeURIComponent(text)}`,
    });
    expect(res.statusCode, text).toBe(200);
    const body = res.json() as { data: { name: string }[]; approximate: boolean; partial: boolean };
    return { names: body.data.map((a) => a.name), approximate: body.approximate, partial: body.partial };
  };

  it('ranks a topic first, then the word itself in a description, then a longer word it begins', async () => {
    // Bakos and Csonka are the best rated, but "adok" is another word; "adó" inside "tanácsadó" (Rácz
    // Olga) is no match at all: the word is too short to be looked for inside others.
    for (const text of ['adó', 'ADO']) {
      expect(await search(text)).toEqual({
        names: ['Tímár Gábor', 'Fodor Lilla', 'Bakos Imre', 'Csonka Ede'],
        approximate: false,
        partial: false,
      });
    }
  });

  it('finds a word inside compounds as an exact match, not as near words', async () => {
    for (const text of ['pszichológus', 'pszichologusok']) {
      const body = await search(text);
      expect(body.names.toSorted()).toEqual(['Rácz Olga', 'Szalai Vera']);
      expect(body).toMatchObject({ approximate: false, partial: false });
    }
    expect(await search('pszichológus szorongás')).toEqual({
      names: ['Szalai Vera'],
      approximate: false,
      partial: false,
    });
    // No one is both: those matching either word, and the list says not every word matched.
    const either = await search('pszichológus webáruház');
    expect(either.names.toSorted()).toEqual(['Csonka Ede', 'Rácz Olga', 'Szalai Vera']);
    expect(either).toMatchObject({ approximate: false, partial: true });
  });

  it('answered from memory with the index', () => {
    if (indexed) expect(t.app.discovery.index?.answered).toBeGreaterThan(0);
  });
});
