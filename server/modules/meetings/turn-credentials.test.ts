import { describe, expect, it } from 'vitest';
import { mintTurnCredential } from './turn-credentials';

describe('TURN credentials (coturn REST API scheme)', () => {
  it('matches a vector computed independently with openssl', () => {
    // printf '%s' '1767229200:0b7c1f3e-5a2d-4c1e-9f3a-2d6b8e4a1c90' \
    //   | openssl dgst -sha1 -hmac 'egy-eleg-hosszu-turn-titok' -binary | base64
    const minted = mintTurnCredential(
      'egy-eleg-hosszu-turn-titok',
      '0b7c1f3e-5a2d-4c1e-9f3a-2d6b8e4a1c90',
      new Date('2026-01-01T01:00:00.900Z'),
    );
    expect(minted).toEqual({
      username: '1767229200:0b7c1f3e-5a2d-4c1e-9f3a-2d6b8e4a1c90',
      credential: 'c3UeIIUINatOwaf/nSULoRYnNKw=',
    });
  });
});
