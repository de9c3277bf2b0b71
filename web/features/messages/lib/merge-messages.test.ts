import type { ChatMessage } from '@common/api/conversations';
import { describe, expect, it } from 'vitest';
import { mergeMessages, type PendingMessage } from './merge-messages';

const msg = (id: string, minute: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: id,
  id,
  conversationId: 'c1',
  senderId: 'other',
  message: `üzenet ${id}`,
  attachments: [],
  clientMessageId: null,
  createdAt: new Date(Date.UTC(2026, 2, 31, 10, minute)).toISOString(),
  readAt: null,
  ...extra,
});

const pending = (clientMessageId: string, status: PendingMessage['status'] = 'sending'): PendingMessage => ({
  clientMessageId,
  message: `helyi ${clientMessageId}`,
  attachments: [],
  createdAt: new Date(Date.UTC(2026, 2, 31, 9, 0)).toISOString(),
  status,
});

const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe('mergeMessages', () => {
  it('joins the history pages (newest page first) into one chronological list', () => {
    const newest = [msg('m3', 3), msg('m4', 4)];
    const older = [msg('m1', 1), msg('m2', 2)];
    expect(ids(mergeMessages([newest, older], [], [], 'me'))).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('shows a message that is both in a page and arrived live once', () => {
    const pages = [[msg('m1', 1), msg('m2', 2)]];
    const live = [msg('m2', 2), msg('m3', 3), msg('m3', 3)];
    expect(ids(mergeMessages(pages, live, [], 'me'))).toEqual(['m1', 'm2', 'm3']);
  });

  it('replaces an optimistic message by the stored one with the same clientMessageId', () => {
    const stored = msg('m9', 5, { senderId: 'me', clientMessageId: 'local-1' });
    const merged = mergeMessages([[msg('m1', 1)]], [stored], [pending('local-1'), pending('local-2')], 'me');
    expect(ids(merged)).toEqual(['m1', 'm9', 'pending:local-2']);
    expect(merged[2]).toMatchObject({ pending: 'sending', senderId: 'me', message: 'helyi local-2' });
  });

  it('keeps pending messages after the stored ones, in the order they were sent, even with a skewed clock', () => {
    const merged = mergeMessages([[msg('m1', 1)]], [], [pending('a'), pending('b', 'failed')], 'me');
    expect(ids(merged)).toEqual(['m1', 'pending:a', 'pending:b']);
    expect(merged[2]?.pending).toBe('failed');
  });

  it('keeps the copy that knows the message was read', () => {
    const unread = msg('m1', 1, { senderId: 'me' });
    const read = { ...unread, readAt: '2026-03-31T10:05:00.000Z' };
    expect(mergeMessages([[read]], [unread], [], 'me')[0]?.readAt).toBe(read.readAt);
    expect(mergeMessages([[unread]], [read], [], 'me')[0]?.readAt).toBe(read.readAt);
  });

  it('orders messages of the same instant by id, so the order never jumps', () => {
    expect(ids(mergeMessages([[msg('b', 1), msg('a', 1)]], [], [], 'me'))).toEqual(['a', 'b']);
  });
});
