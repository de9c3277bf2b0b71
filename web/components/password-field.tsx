import { PASSWORD_MIN } from '@common/api/auth';
import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ComponentProps, Ref } from 'react';
import { z } from 'zod';

/**
 * Mantine's PasswordInput with a Hungarian, keyboard-reachable show/hide button (its `aria-pressed`
 * tells the state, so the label stays the same), and `aria-invalid` on the field when it has an error
 * (Mantine sets only a data attribute on password fields).
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Jelszó megjelenítése' }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}

/**
 * A form schema: `schema` plus a `passwordConfirm` field that must repeat `field` (`missing` when it is
 * empty). Its errors come together with the schema's; the body leaves the repetition out.
 */
export function withPasswordConfirm<Body extends Record<string, unknown>>(
  schema: z.ZodType<Body>,
  field: keyof Body & string,
  missing: string,
): z.ZodType<Body> {
  return z
    .object({ passwordConfirm: z.string() })
    .and(schema)
    .superRefine(
      (values, ctx) => {
        const message = !values.passwordConfirm
          ? missing
          : values.passwordConfirm !== values[field]
            ? 'A két jelszó nem egyezik'
            : null;
        if (message) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message });
      },
      { when: () => true },
    )
    .transform(({ passwordConfirm: _, ...body }) => body as unknown as Body);
}

/** A new password (`field`) and its repetition (`passwordConfirm`) of a `withPasswordConfirm` form. */
export function NewPasswordFields({
  form,
  field,
  label,
  inputRef,
}: {
  form: { getInputProps: (path: string) => GetInputPropsReturnType };
  field: string;
  label: string;
  /** The new password's input (the focus goes there when it appears). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <PasswordField
        ref={inputRef}
        label={label}
        name={field}
        description={`Legalább ${PASSWORD_MIN} karakter; kerülje a gyakori jelszavakat`}
        autoComplete="new-password"
        required
        {...form.getInputProps(field)}
      />
      <PasswordField
        label={`${label} megerősítése`}
        name="passwordConfirm"
        autoComplete="new-password"
        required
        {...form.getInputProps('passwordConfirm')}
      />
    </>
  );
}
