import { formatNumber } from '@common/format';

/**
 * Connection quality of a call, from `RTCPeerConnection.getStats()` numbers: the round-trip time of
 * the selected candidate pair and the share of incoming packets lost since the previous sample.
 */

export type QualityLevel = 'excellent' | 'good' | 'poor';

export interface QualitySample {
  /** Round-trip time in milliseconds (null: not measured yet). */
  rttMs: number | null;
  /** Packets lost since the previous sample, as a percentage of the packets expected (null: unknown). */
  lossPercent: number | null;
}

/** Running totals of the incoming RTP streams, kept between two samples. */
export interface PacketTotals {
  received: number;
  lost: number;
}

export const QUALITY_LABELS: Record<QualityLevel, string> = {
  excellent: 'Kiváló',
  good: 'Jó',
  poor: 'Gyenge',
};

/** Below both limits the level applies; anything worse than "good" is poor. */
const LIMITS = {
  excellent: { rttMs: 150, lossPercent: 2 },
  good: { rttMs: 400, lossPercent: 8 },
} as const;

/** 'excellent' | 'good' | 'poor', or null while nothing is measured. */
export function classifyQuality(sample: QualitySample): QualityLevel | null {
  const { rttMs, lossPercent } = sample;
  if (rttMs === null && lossPercent === null) return null;
  const within = (limit: { rttMs: number; lossPercent: number }) =>
    (rttMs === null || rttMs < limit.rttMs) && (lossPercent === null || lossPercent < limit.lossPercent);
  if (within(LIMITS.excellent)) return 'excellent';
  if (within(LIMITS.good)) return 'good';
  return 'poor';
}

/** The accessible sentence of a quality level (also the tooltip). */
export function qualityDescription(level: QualityLevel | null, sample?: QualitySample): string {
  if (!level) return 'Kapcsolat minősége: mérés folyamatban';
  const parts: string[] = [];
  if (sample?.rttMs != null) parts.push(`késleltetés ${Math.round(sample.rttMs)} ms`);
  if (sample?.lossPercent != null) parts.push(`csomagvesztés ${formatNumber(sample.lossPercent, 1, 1)}%`);
  return `Kapcsolat minősége: ${QUALITY_LABELS[level]}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** The fields of the stats entries that are read here (RTCStats dictionaries are plain objects). */
interface StatsEntry {
  type: string;
  id?: string;
  state?: string;
  nominated?: boolean;
  selected?: boolean;
  selectedCandidatePairId?: string;
  currentRoundTripTime?: number;
  roundTripTime?: number;
  packetsReceived?: number;
  packetsLost?: number;
  kind?: string;
}

/**
 * One sample from a stats report (`[...report.values()]`): the RTT of the selected candidate pair
 * (else a remote-inbound-rtp RTT), and the loss since `previous` over all inbound RTP streams.
 * Returns the sample and the new totals to pass next time.
 */
export function sampleFromStats(
  entries: Iterable<unknown>,
  previous: PacketTotals | null,
): { sample: QualitySample; totals: PacketTotals } {
  const list = [...entries] as StatsEntry[];
  const byId = new Map(list.filter((e) => e.id).map((e) => [e.id as string, e]));

  let pair: StatsEntry | undefined;
  const transport = list.find((e) => e.type === 'transport' && e.selectedCandidatePairId);
  if (transport?.selectedCandidatePairId) pair = byId.get(transport.selectedCandidatePairId);
  pair ??= list.find(
    (e) => e.type === 'candidate-pair' && (e.selected || (e.nominated && e.state === 'succeeded')),
  );
  let rttSeconds = typeof pair?.currentRoundTripTime === 'number' ? pair.currentRoundTripTime : null;
  if (rttSeconds === null) {
    const remote = list.find((e) => e.type === 'remote-inbound-rtp' && typeof e.roundTripTime === 'number');
    rttSeconds = remote?.roundTripTime ?? null;
  }

  const totals: PacketTotals = { received: 0, lost: 0 };
  let inbound = 0;
  for (const e of list) {
    if (e.type !== 'inbound-rtp') continue;
    inbound += 1;
    totals.received += e.packetsReceived ?? 0;
    // packetsLost can go negative with duplicates; never count that as gained packets.
    totals.lost += Math.max(0, e.packetsLost ?? 0);
  }

  let lossPercent: number | null = null;
  if (inbound > 0) {
    const received = totals.received - (previous?.received ?? 0);
    const lost = totals.lost - (previous?.lost ?? 0);
    const expected = received + lost;
    if (expected > 0 && received >= 0 && lost >= 0) lossPercent = (lost / expected) * 100;
  }

  return { sample: { rttMs: rttSeconds === null ? null : rttSeconds * 1000, lossPercent }, totals };
}

/** The Hungarian text of an `RTCPeerConnection.connectionState`. */
export function connectionStateText(state: RTCPeerConnectionState | 'waiting'): string {
  switch (state) {
    case 'waiting':
      return 'Várakozás a másik félre…';
    case 'new':
    case 'connecting':
      return 'Kapcsolódás…';
    case 'connected':
      return 'Kapcsolódva';
    case 'disconnected':
    case 'failed':
      return 'A kapcsolat megszakadt';
    case 'closed':
      return 'A hívás véget ért';
    default:
      return 'Kapcsolódás…';
  }
}
