import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

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
