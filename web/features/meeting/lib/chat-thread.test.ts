import type { ChatMessage } from '@common/api/conversations';
import { describe, expect, it } from 'vitest';
import { mergeCallChat } from './chat-thread';

const message = (id: string, createdAt: string, senderId = 'peer', clientMessageId: string | null = null) =>
  ({
    _id: id,
    id,
    conversationId: 'c1',
    senderId,
    message: `text ${id}`,
    attachments: [],
    clientMessageId,
    createdAt,
    readAt: null,
  }) satisfies ChatMessage;

describe('mergeCallChat', () => {
  it('keeps each stored message once, by time, then the unconfirmed own ones', () => {
    const history = [message('m1', '2026-03-10T10:00:00Z'), message('m2', '2026-03-10T10:01:00Z')];
    const live = [message('m3', '2026-03-10T10:02:00Z'), message('m2', '2026-03-10T10:01:00Z')];
    const outgoing = [
      {
        clientMessageId: 'c-1',
        message: 'sent',
        createdAt: '2026-03-10T10:03:00Z',
        status: 'sending' as const,
      },
    ];
    const thread = mergeCallChat(history, live, outgoing, 'me');
    expect(thread.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'pending:c-1']);
    expect(thread[3]).toMatchObject({ senderId: 'me', status: 'sending' });
  });

  it('drops the optimistic copy once the stored message with its client id is there', () => {
    const outgoing = [
      { clientMessageId: 'c-1', message: 'x', createdAt: '2026-03-10T10:03:00Z', status: 'sending' as const },
    ];
    const live = [message('m9', '2026-03-10T10:03:01Z', 'me', 'c-1')];
    expect(mergeCallChat([], live, outgoing, 'me').map((m) => m.id)).toEqual(['m9']);
  });
});
