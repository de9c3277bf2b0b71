import { describe, expect, it } from 'vitest';
import {
  classifyQuality,
  connectionStateText,
  qualityDescription,
  sampleFromStats,
} from './connection-quality';

describe('classifyQuality', () => {
  it('is excellent with a short round trip and almost no loss', () => {
    expect(classifyQuality({ rttMs: 40, lossPercent: 0 })).toBe('excellent');
    expect(classifyQuality({ rttMs: 149, lossPercent: 1.9 })).toBe('excellent');
  });

  it('is good with a longer round trip or some loss', () => {
    expect(classifyQuality({ rttMs: 150, lossPercent: 0 })).toBe('good');
    expect(classifyQuality({ rttMs: 80, lossPercent: 5 })).toBe('good');
  });

  it('is poor with a long round trip or heavy loss', () => {
    expect(classifyQuality({ rttMs: 400, lossPercent: 0 })).toBe('poor');
    expect(classifyQuality({ rttMs: 30, lossPercent: 12 })).toBe('poor');
  });

  it('judges by the numbers it has, and is unknown without any', () => {
    expect(classifyQuality({ rttMs: null, lossPercent: 0.5 })).toBe('excellent');
    expect(classifyQuality({ rttMs: 500, lossPercent: null })).toBe('poor');
    expect(classifyQuality({ rttMs: null, lossPercent: null })).toBeNull();
  });
});

describe('qualityDescription', () => {
  it('says the level and the numbers in Hungarian', () => {
    expect(qualityDescription('good', { rttMs: 210.4, lossPercent: 3.25 })).toBe(
      'Kapcsolat minősége: Jó (késleltetés 210 ms, csomagvesztés 3,3%)',
    );
    expect(qualityDescription(null)).toBe('Kapcsolat minősége: mérés folyamatban');
  });
});

describe('sampleFromStats', () => {
  const report = (received: number, lost: number) => [
    { type: 'transport', id: 'T1', selectedCandidatePairId: 'CP2' },
    { type: 'candidate-pair', id: 'CP1', state: 'failed', currentRoundTripTime: 2 },
    { type: 'candidate-pair', id: 'CP2', state: 'succeeded', nominated: true, currentRoundTripTime: 0.12 },
    { type: 'inbound-rtp', id: 'IA', kind: 'audio', packetsReceived: received, packetsLost: lost },
    { type: 'inbound-rtp', id: 'IV', kind: 'video', packetsReceived: received * 2, packetsLost: 0 },
  ];

  it('reads the RTT of the selected pair and the loss since the previous sample', () => {
    const first = sampleFromStats(report(100, 0), null);
    expect(first.sample).toEqual({ rttMs: 120, lossPercent: 0 });
    const second = sampleFromStats(report(190, 10), first.totals);
    // 270 + 10 packets expected since the first sample, 10 lost.
    expect(second.sample.rttMs).toBe(120);
    expect(second.sample.lossPercent).toBeCloseTo((10 / 280) * 100);
  });

  it('falls back to a nominated pair or remote-inbound RTT, and knows nothing without RTP', () => {
    expect(
      sampleFromStats(
        [{ type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.3 }],
        null,
      ).sample,
    ).toEqual({ rttMs: 300, lossPercent: null });
    expect(sampleFromStats([{ type: 'remote-inbound-rtp', roundTripTime: 0.02 }], null).sample.rttMs).toBe(
      20,
    );
    expect(sampleFromStats([], null).sample).toEqual({ rttMs: null, lossPercent: null });
  });
});

describe('connectionStateText', () => {
  it('names the states in Hungarian', () => {
    expect(connectionStateText('waiting')).toBe('Várakozás a másik félre…');
    expect(connectionStateText('connecting')).toBe('Kapcsolódás…');
    expect(connectionStateText('connected')).toBe('Kapcsolódva');
    expect(connectionStateText('failed')).toBe('A kapcsolat megszakadt');
    expect(connectionStateText('disconnected')).toBe('A kapcsolat megszakadt');
  });
});
