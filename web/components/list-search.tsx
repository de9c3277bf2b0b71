import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

/** The "Keresés" field of a list's filter form, built one way on every list that searches by text. */
export function ListSearchField({
  placeholder,
  value,
  onChange,
  maxLength,
  flex = '2 1 220px',
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** The field's share of the filter row (CSS `flex`). */
  flex?: string;
}) {
  return (
    <TextInput
      label="Keresés"
      name="search"
      type="search"
      placeholder={placeholder}
      value={value}
      maxLength={maxLength}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      style={{ flex, minWidth: 0 }}
    />
  );
}

/** The "Keresés" submit button that goes with {@link ListSearchField}. */
export function ListSearchButton() {
  return (
    <Button type="submit" leftSection={<IconSearch size={18} aria-hidden="true" />}>
      Keresés
    </Button>
  );
}

/**
 * A list's filter form, built one way: the search field (applied on submit, trimmed to `maxLength`; it
 * follows `search` when the URL changes), the list's own filters (`children`, applied at once) and the
 * "Keresés" button, in a `search` landmark named `label`.
 */
export function ListFilters({
  label,
  search,
  onSearch,
  placeholder,
  maxLength,
  searchFlex,
  children,
}: {
  label: string;
  /** The applied search text. */
  search: string;
  onSearch: (search: string) => void;
  placeholder: string;
  maxLength: number;
  searchFlex?: string;
  children?: ReactNode;
}) {
  const [text, setText] = useState(search);
  // The field follows a new applied search (back/forward, a link) while rendering, not in an effect:
  // effects run again when a hidden tab is shown (React's <Activity>), which would wipe what was typed.
  const [followed, setFollowed] = useState(search);
  if (search !== followed) {
    setFollowed(search);
    setText(search);
  }
  return (
    <search aria-label={label}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim().slice(0, maxLength));
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ListSearchField
            placeholder={placeholder}
            value={text}
            onChange={setText}
            maxLength={maxLength}
            flex={searchFlex}
          />
          {children}
          <ListSearchButton />
        </Group>
      </form>
    </search>
  );
}
