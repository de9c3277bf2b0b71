import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findTextIssue, multiline, textProblem } from './text-hygiene';

describe('textProblem', () => {
  it.each([
    ['Kovács Éva – adótanácsadó ✓ 😀', false, null],
    ['a\u0000b', false, 'control'],
    ['a\u0000b', true, 'control'],
    ['csengő\u0007', true, 'control'],
    ['törlés\u007f', false, 'control'],
    ['C1\u0085', true, 'control'],
    ['fél pár \ud800', false, 'encoding'],
    ['\udc00 fordítva', true, 'encoding'],
    ['hibás \ufffd bájt', false, 'encoding'],
    ['első sor\nmásodik', false, 'lineBreak'],
    ['első sor\r\nmásodik\ttabbal', true, null],
    ['oszlop\tnév', false, 'lineBreak'],
    ['sorelválasztó\u2028', false, 'lineBreak'],
  ])('%j (multi-line: %s) → %s', (value, multi, expected) => {
    expect(textProblem(value, multi)).toBe(expected);
  });
});

describe('findTextIssue', () => {
  const schema = z.object({
    name: z.string().trim().max(100),
    description: multiline(z.string().max(5000)).optional(),
    topics: z.array(z.string()).default([]),
    nested: z.object({ note: multiline(z.string()) }).nullable(),
  });

  it('allows line breaks only where the schema says multi-line', () => {
    expect(
      findTextIssue(schema, { name: 'Éva', description: 'egy\nkettő', nested: { note: 'a\nb' } }),
    ).toBeNull();
    expect(findTextIssue(schema, { name: 'É\nva' })).toMatchObject({ path: ['name'], problem: 'lineBreak' });
  });

  it('finds the text deep in arrays, unknown keys and keys themselves', () => {
    expect(findTextIssue(schema, { topics: ['jó', 'r\u0000ossz'] })).toMatchObject({
      path: ['topics', '1'],
      problem: 'control',
    });
    expect(findTextIssue(schema, { role: 'admin\n' })).toMatchObject({
      path: ['role'],
      problem: 'lineBreak',
    });
    expect(findTextIssue(schema, { 'k\u0000ulcs': 1 })).toMatchObject({ problem: 'control' });
    expect(findTextIssue(undefined, ['\ud83d'])).toMatchObject({ path: ['0'], problem: 'encoding' });
  });

  it('leaves numbers, booleans and nulls alone', () => {
    expect(findTextIssue(schema, { name: 'x', nested: null, count: 3, ok: true })).toBeNull();
  });
});
