import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectRemoteVideo, PASSWORD, verifiedAccount } from '../e2e/fixtures';
import { cluster, signedInPage } from './cluster';

/** Where the init script below keeps the page's peer connections. */
type Recorded = { peerConnections?: RTCPeerConnection[] };

/** Keeps every RTCPeerConnection the page makes, so the test can read its configuration and stats. */
async function recordPeerConnections(page: Page) {
  await page.context().addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as Recorded).peerConnections = made;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    };
  });
}

/** The ICE policy of the connected peer connection and the candidate types of its selected pair. */
function selectedPair(page: Page) {
  return page.evaluate(async () => {
    const pc = ((window as Recorded).peerConnections ?? [])
      .filter((c) => c.connectionState === 'connected')
      .at(-1);
    if (!pc) return null;
    const stats = await pc.getStats();
    let pair: RTCIceCandidatePairStats | undefined;
    stats.forEach((report) => {
      if (report.type === 'transport' && report.selectedCandidatePairId) {
        pair = stats.get(report.selectedCandidatePairId);
      }
    });
    if (!pair) return null;
    const local = stats.get(pair.localCandidateId);
    const remote = stats.get(pair.remoteCandidateId);
    return {
      policy: pc.getConfiguration().iceTransportPolicy,
      local: local?.candidateType as string,
      remote: remote?.candidateType as string,
      relayAddress: `${local?.address}:${local?.port}`,
      turnUrl: local?.url as string | undefined,
    };
  });
}

test('a 1:1 meeting through Caddy connects only through the local coturn (relay)', async ({
  browser,
  request,
}) => {
  const adviser = await verifiedAccount(request, 'tanacsado', 'Relé Rozália');
  const asker = await verifiedAccount(request, 'kerdezo', 'Relé Róbert');
  const created = await request.post('/dev/test/joinable-appointment', {
    data: { expertEmail: adviser.email, clientEmail: asker.email },
  });
  expect(created.status()).toBe(201);
  const { roomId } = (await created.json()) as { roomId: string };

  // The meeting answer hands out TURN credentials minted for this user and the relay-only policy.
  const meeting = await request.get(`/api/meetings/${roomId}`, {
    headers: { authorization: `Bearer ${asker.token}` },
  });
  expect(meeting.ok()).toBe(true);
  const described = (await meeting.json()).data as {
    iceServers: { urls: string | string[]; username?: string; credential?: string }[];
    iceTransportPolicy?: string;
  };
  expect(described.iceTransportPolicy).toBe('relay');
  const turn = described.iceServers.find((server) => String(server.urls).startsWith('turn:'));
  expect(turn?.username).toMatch(new RegExp(`^\\d+:${asker.user.id}$`));
  expect(turn?.credential).toBeTruthy();

  const allocationsBefore = successfulAllocations();
  const adviserPage = await signedInPage(browser, 'tanacsado', adviser.email, PASSWORD);
  const askerPage = await signedInPage(browser, 'kerdezo', asker.email, PASSWORD);
  for (const page of [adviserPage, askerPage]) {
    await recordPeerConnections(page);
    await page.goto(`/meeting/${roomId}`);
    await expect(page.getByRole('button', { name: 'Csatlakozás' })).toBeEnabled();
  }
  await adviserPage.getByRole('button', { name: 'Csatlakozás' }).click();
  await expect(adviserPage.getByTestId('call-status')).toHaveText('Várakozás a másik félre…');
  await askerPage.getByRole('button', { name: 'Csatlakozás' }).click();

  for (const page of [adviserPage, askerPage]) {
    await expect(page.getByTestId('call-status')).toHaveText('Kapcsolódva', { timeout: 30_000 });
    await expectRemoteVideo(page, 30_000);
    // Both ends of the selected pair are relay candidates on the local coturn.
    await expect
      .poll(() => selectedPair(page))
      .toMatchObject({
        policy: 'relay',
        local: 'relay',
        remote: 'relay',
        relayAddress: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      });
  }
  // coturn itself granted the relay allocations (one or more per side).
  expect(successfulAllocations()).toBeGreaterThanOrEqual(allocationsBefore + 2);

  await askerPage.getByRole('button', { name: 'Hívás befejezése' }).click();
  await expect(adviserPage.getByTestId('call-ended')).toContainText('A másik fél bontotta a hívást.');
  await adviserPage.context().close();
  await askerPage.context().close();
});

/** ALLOCATE requests coturn answered with success so far (its --verbose log). */
function successfulAllocations() {
  return readFileSync(cluster.turnLog, 'utf8').match(/ALLOCATE processed, success/g)?.length ?? 0;
}
