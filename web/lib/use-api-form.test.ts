import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './http';
import { checkedBy, errorWithin, fromNumberInput, optionalText, serverFieldErrorsOn } from './use-api-form';

const validation = (details: unknown, code = 'VALIDATION_ERROR', message = 'Érvénytelen adatok') =>
  new ApiError(400, message, code, { success: false, error: message, code, details });

describe('serverFieldErrorsOn', () => {
  it('puts each detail on the form field its path names, the first one of a field only', () => {
    const error = validation([
      { field: 'body.email', message: 'Foglalt e-mail' },
      { field: 'body.email', message: 'Második' },
      { field: 'body.billingAddress.city', message: 'Adja meg a várost' },
      { field: 'body.operator.companyName', message: 'Túl hosszú' },
      { field: 'body.reminderOffsetsMinutes.2', message: 'Egész perc' },
      { field: 'params.id', message: 'Nem mező' },
    ]);
    expect(serverFieldErrorsOn(error, ['email', 'city', 'operator', 'reminderOffsetsMinutes'])).toEqual({
      email: 'Foglalt e-mail',
      city: 'Adja meg a várost',
      operator: 'Túl hosszú',
      reminderOffsetsMinutes: 'Egész perc',
    });
  });

  it('renames request fields and puts a named error code, with its text, on its field', () => {
    expect(
      serverFieldErrorsOn(validation([{ field: 'body.startTime', message: 'Múltbeli kezdés' }]), ['start'], {
        startTime: 'start',
      }),
    ).toEqual({ start: 'Múltbeli kezdés' });
    const wrong = new ApiError(400, 'Hibás jelenlegi jelszó', 'WRONG_PASSWORD');
    expect(serverFieldErrorsOn(wrong, ['currentPassword'], { WRONG_PASSWORD: 'currentPassword' })).toEqual({
      currentPassword: 'Hibás jelenlegi jelszó',
    });
    // The code's text wins over the details of the same field.
    const code = validation([{ field: 'body.code', message: 'A kód 6 számjegyből áll' }]);
    expect(serverFieldErrorsOn(code, ['code'], { VALIDATION_ERROR: 'code' })).toEqual({
      code: 'Érvénytelen adatok',
    });
  });

  it('finds nothing in other failures', () => {
    expect(serverFieldErrorsOn(new ApiError(500, 'Szerverhiba', 'INTERNAL'), ['email'])).toEqual({});
    expect(serverFieldErrorsOn(new Error('network'), ['email'], { INTERNAL: 'email' })).toEqual({});
    expect(serverFieldErrorsOn(validation('not a list'), ['email'])).toEqual({});
    // A code naming a field the form does not have stays off the fields (the form error shows it).
    expect(
      serverFieldErrorsOn(new ApiError(409, 'Foglalt', 'EMAIL_TAKEN'), ['name'], { EMAIL_TAKEN: 'email' }),
    ).toEqual({});
  });
});

describe('form schemas', () => {
  it('errorWithin finds the first error of a field or of what is inside it', () => {
    const errors = {
      name: 'x',
      'operator.city': 'Túl hosszú',
      'offsets.1': 'Egész perc',
      'offsets.0': 'Kevés',
    };
    expect(errorWithin(errors, 'operator')).toBe('Túl hosszú');
    expect(errorWithin(errors, 'offsets')).toBe('Egész perc');
    expect(errorWithin(errors, 'name')).toBe('x');
    expect(errorWithin(errors, 'op')).toBeUndefined();
  });

  it('fromNumberInput checks an empty NumberInput as NaN, with the schema message', () => {
    const schema = z.object({ days: fromNumberInput(z.number({ message: 'Szám legyen' }).int()) });
    expect(schemaResolver(schema, { sync: true })({ days: '' })).toEqual({ days: 'Szám legyen' });
    expect(schema.parse({ days: 30 })).toEqual({ days: 30 });
  });

  it('checkedBy turns a custom check into field errors (nested paths too) or the body', () => {
    const schema = checkedBy((values: { a: string }) =>
      values.a
        ? { ok: true, body: { a: values.a.toUpperCase() } }
        : { ok: false, errors: { 'ranges.k1.start': 'Adja meg' } },
    );
    expect(schemaResolver(schema, { sync: true })({ a: '' })).toEqual({ 'ranges.k1.start': 'Adja meg' });
    expect(schema.parse({ a: 'x' })).toEqual({ a: 'X' });
  });

  it('optionalText trims and leaves an empty text out', () => {
    expect(optionalText.parse('  ok ')).toBe('ok');
    expect(optionalText.parse('   ')).toBeUndefined();
  });
});
