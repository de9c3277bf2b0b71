// The one way of a data form (issue 19): @mantine/form with a zod schema as its resolver (Hungarian
// messages), the call as a TanStack mutation, server errors on their fields, the success toast.
import '@common/zod-locale';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { errorText, focusFirstInvalid } from './form';
import { ApiError } from './http';
import { notifySuccess } from './notify';

/** Where server errors go: an error code (`WRONG_PASSWORD`) or a request field (`startTime`) -> a form field. */
export type ErrorFields = Readonly<Record<string, string>>;

/**
 * The field errors of a failed call, by form field: each `details` entry of a 400 answer
 * (`field: "body.billingAddress.city"`) lands on the first part of its path that is a form field (after
 * `errorFields` renamed it), and an answer whose code `errorFields` names lands, with its text, on that field.
 */
export function serverFieldErrorsOn(
  error: unknown,
  fields: readonly string[],
  errorFields: ErrorFields = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  const details = (error.body as { details?: unknown } | undefined)?.details;
  for (const detail of Array.isArray(details) ? details : []) {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field
      .replace(/^(body|query|params)\./, '')
      .split('.')
      .map((part) => errorFields[part] ?? part)
      .find((part) => fields.includes(part));
    if (name && !errors[name]) errors[name] = message;
  }
  const onField = error.code ? errorFields[error.code] : undefined;
  if (onField && fields.includes(onField)) errors[onField] = error.message;
  return errors;
}

/** The first error of a field or of anything inside it (`operator`, `reminderOffsetsMinutes.2`). */
export function errorWithin(errors: Record<string, ReactNode>, field: string): ReactNode {
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key === undefined ? undefined : errors[key];
}

/** A NumberInput's value ('' when empty) as the number a schema checks (NaN when empty). */
export const fromNumberInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'number' ? value : Number.NaN), schema);

/** An optional free text: trimmed, and left out (undefined) when empty. */
export const optionalText = z.string().transform((text) => text.trim() || undefined);

/** A custom check (`ok` with the body, or the message of each field) as a form schema. */
export function checkedBy<Values, Body>(
  check: (
    values: Values,
  ) => { ok: true; body: Body } | { ok: false; errors: Partial<Record<string, string>> },
): z.ZodType<Body> {
  return z.custom<Values>().transform((values, ctx) => {
    const result = check(values);
    if (result.ok) return result.body;
    for (const [field, message] of Object.entries(result.errors)) {
      if (message) ctx.addIssue({ code: 'custom', path: field.split('.'), message });
    }
    return z.NEVER;
  });
}

/** What @mantine/form accepts as values (an interface too, which `Record<string, unknown>` refuses). */
// biome-ignore lint/suspicious/noExplicitAny: the bound of useForm's values
export type FormValues = Record<string, any>;

export interface ApiFormOptions<Values extends FormValues, Body, Answer> {
  /** The fields' first values (and what `restart` and `afterSave: 'initial'` return to). */
  initialValues: Values;
  /** Checks the values (its messages show under the fields) and turns them into the request body. */
  schema: z.ZodType<Body>;
  /** The call: a feature's mutation (`mutateAsync`) or a save function passed in. */
  submit: (body: Body) => Promise<Answer>;
  /** The green toast after a success. */
  success?: string | ((answer: Answer, body: Body) => string | null | undefined);
  onSuccess?: (answer: Answer, body: Body) => void;
  /** After a success the fields hold the first values again, or what the function says (the saved values). */
  afterSave?: 'initial' | ((body: Body, answer: Answer) => Values);
  /** Server error codes and request fields whose errors show under a form field (see serverFieldErrorsOn). */
  errorFields?: ErrorFields;
  /**
   * A failed call that no field takes shows the server's text (or this one) under the form. Without it
   * only the HTTP client's red toast tells of it.
   */
  errorText?: string;
  /** Sees a failed call first; `true` when it has dealt with it. */
  onError?: (error: unknown, body: Body) => boolean | undefined;
  /** A failed check of the values (after the errors are shown and the focus moved). */
  onInvalid?: (errors: Record<string, ReactNode>) => void;
  /**
   * In a dialog: what it is open for (falsy while closed). Each opening, and a new subject, starts
   * from `initialValues` again, with no errors.
   */
  openedFor?: unknown;
}

export interface ApiForm<Values extends FormValues> {
  /** The @mantine/form instance: getInputProps, values, errors, setFieldValue, isDirty ... */
  form: UseFormReturnType<Values>;
  /** For the <form> element: the first invalid field gets the focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The <form>'s onSubmit: check, then call. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Calls with the current values (already checked, e.g. before a confirmation dialog). */
  submitValues: () => Promise<void>;
  pending: boolean;
  /** The error under the form (no field took it). */
  formError: string | null;
  setFormError: (text: string | null) => void;
  /** Starts again (from `values`, when given): no errors, nothing changed. */
  restart: (values?: Values) => void;
  /** Moves the focus to the first invalid field (after the errors have rendered). */
  focusInvalid: () => void;
}

/** What a form frame (the <form>, its submit button, its error) needs of a `useApiForm` form. */
export type FormFrame = Pick<ApiForm<FormValues>, 'formRef' | 'onSubmit' | 'pending' | 'formError'>;

/**
 * A data form: `useForm` with `schemaResolver(schema)`, submitted through a TanStack mutation. Errors of
 * the schema and of the server's `details` show under their fields (and the first gets the focus),
 * anything else under the form (`errorText`) or only as the HTTP client's toast.
 */
export function useApiForm<Values extends FormValues, Body, Answer>(
  options: ApiFormOptions<Values, Body, Answer>,
): ApiForm<Values> {
  const { schema } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const form = useForm<Values>({ initialValues: options.initialValues, validate });
  const mutation = useMutation<Answer, unknown, Body>({ mutationFn: (body) => options.submit(body) });
  const focusInvalid = () => focusFirstInvalid(formRef);

  const failed = (error: unknown, body: Body) => {
    if (options.onError?.(error, body)) return;
    const fields = serverFieldErrorsOn(error, Object.keys(form.getValues()), options.errorFields);
    if (Object.keys(fields).length > 0) {
      form.setErrors(fields);
      focusInvalid();
    } else if (options.errorText !== undefined) {
      setFormError(errorText(error, options.errorText) || null);
    }
  };

  const send = async (values: Values) => {
    if (mutation.isPending) return;
    const body = schema.parse(values);
    setFormError(null);
    let answer: Answer;
    try {
      answer = await mutation.mutateAsync(body);
    } catch (error) {
      failed(error, body);
      return;
    }
    const { afterSave, success } = options;
    if (afterSave === 'initial') form.reset();
    else if (afterSave) form.setValues(afterSave(body, answer));
    form.resetDirty();
    const toast = typeof success === 'function' ? success(answer, body) : success;
    if (toast) notifySuccess(toast);
    options.onSuccess?.(answer, body);
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    setFormError(null);
    form.onSubmit(send, (errors) => {
      focusInvalid();
      options.onInvalid?.(errors);
    })(event);
  };

  const restart = (values?: Values) => {
    if (values) form.setInitialValues(values);
    form.reset();
    setFormError(null);
  };

  const { openedFor } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening starts again
  useEffect(() => {
    if (openedFor) restart(options.initialValues);
  }, [openedFor]);

  return {
    form,
    formRef,
    onSubmit,
    submitValues: async () => {
      if (form.validate().hasErrors) focusInvalid();
      else await send(form.getValues());
    },
    pending: mutation.isPending,
    formError,
    setFormError,
    restart,
    focusInvalid,
  };
}
