import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { verifiedAccount } from '../e2e/fixtures';
import { cluster } from './cluster';

test('an avatar uploaded through instance A is served by instance B and through Caddy', async ({
  request,
}) => {
  const asker = await verifiedAccount(request, 'kerdezo', 'Profilképes Piroska');
  const picture = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 110, b: 190 } },
  })
    .png()
    .toBuffer();

  // Straight to A's port: this upload is surely A's.
  const uploaded = await request.post(`${cluster.a}/api/media`, {
    headers: { authorization: `Bearer ${asker.token}` },
    multipart: {
      userId: asker.user.id,
      type: 'profile',
      file: { name: 'arckep.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(uploaded.status()).toBe(201);
  const media = (await uploaded.json()).data as { url: string; path: string };
  // An asker's picture is private: a signed URL, the same on every instance.
  expect(media.url).toMatch(/^\/media\/.+\?exp=\d+&sig=/);

  const fromA = await request.get(`${cluster.a}${media.url}`);
  expect(fromA.status()).toBe(200);
  const original = await fromA.body();
  for (const origin of [cluster.b, cluster.url]) {
    const served = await request.get(`${origin}${media.url}`);
    expect(served.status(), origin).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(Buffer.compare(await served.body(), original), origin).toBe(0);
  }
  // B found it on its own: the profile answer it gives names the same file.
  const profile = await request.get(`${cluster.b}/api/media/profile/${asker.user.id}`, {
    headers: { authorization: `Bearer ${asker.token}` },
  });
  expect(((await profile.json()).data as { path: string }).path).toBe(media.path);

  // The bytes live in the shared bucket, not on either instance's disk.
  const listing = await request.get(`${cluster.s3Endpoint}/${cluster.s3Bucket}?list-type=2`);
  expect(await listing.text()).toContain(media.path);
});
