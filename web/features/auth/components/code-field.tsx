import { ONE_TIME_CODE } from '@common/constants';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The 6-digit e-mail code: one labelled field (screen readers and password managers handle it well),
 * numeric keyboard on phones, and the browser may offer the code from the e-mail (one-time-code).
 */
export function CodeField({
  value,
  onChange,
  error,
  label = 'Megerősítő kód',
  autoFocus,
}: {
  value: string;
  onChange(value: string): void;
  error?: ReactNode;
  label?: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label={label}
      description={`A ${ONE_TIME_CODE.digits} számjegyű kódot e-mailben küldtük el; ${ONE_TIME_CODE.validMinutes} percig érvényes.`}
      name="code"
      value={value}
      onChange={(event) =>
        onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, ONE_TIME_CODE.digits))
      }
      error={error}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ONE_TIME_CODE.digits}
      autoFocus={autoFocus}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums', fontSize: '1.25rem' } }}
    />
  );
}
