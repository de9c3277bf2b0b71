import { formatDate, formatTime } from '@common/format';
import { Fragment } from 'react';
import type { DataColumn } from './data-table';

/*
 * Texts of table cells that may wrap only where a reader expects it. A table shrinks a column to its
 * longest unbreakable piece, so these decide how narrow a column can get without cutting a word.
 */

const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/**
 * An e-mail address that may wrap only before its "@" or before a dot of its name ("tanacsado" /
 * ".1795" / "@pelda.hu"), never inside a word as `overflow-wrap: anywhere` would ("tanacs" / "ado.17…").
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  // "a.b.c" -> "a", ".b", ".c": each piece after the first starts with its dot.
  const nameParts = email.slice(0, at).split(/(?=\.)/);
  return (
    <span style={{ overflowWrap: 'normal' }}>
      {nameParts.map((part, index) => (
        // The pieces of one address never change order: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

/**
 * '2026. november 22.', wrapped (if at all) only after the year: "2026." / "november 22.", never
 * "november" / "22.". Takes an instant or a Budapest date key, like formatDate.
 */
export function DateText({ value }: { value: string }) {
  const [year, ...monthDay] = formatDate(value).split(' ');
  return (
    <>
      <span style={ONE_LINE}>{year}</span> <span style={ONE_LINE}>{monthDay.join(' ')}</span>
    </>
  );
}

/** '2026. november 22. 14:00' (with `end`: '14:00–15:00'), wrapped only after the year and before the time. */
export function DateTimeText({ value, end }: { value: string; end?: string }) {
  return (
    <>
      <DateText value={value} />{' '}
      <span style={ONE_LINE}>
        {formatTime(value)}
        {end ? `–${formatTime(end)}` : ''}
      </span>
    </>
  );
}

/** An account list's "Regisztrált" column: the day the account was made, newest first on the first click. */
export function registeredColumn<Row extends { createdAt: string }>(): DataColumn<Row, 'createdAt'> {
  return {
    header: 'Regisztrált',
    sortKey: 'createdAt',
    firstOrder: 'desc',
    cell: (row) => <DateText value={row.createdAt} />,
  };
}
