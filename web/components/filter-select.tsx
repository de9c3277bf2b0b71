import { Select, type SelectProps } from '@mantine/core';

const ALL = 'all';

/** A list filter <Select> with a leading "all" choice (null), so the admin lists build it one way. */
export function FilterSelect<T extends string>({
  label,
  labels,
  value,
  onChange,
  allLabel = 'Mind',
  style,
}: {
  label: string;
  /** The choices after "all", in key order. */
  labels: Record<T, string>;
  value: T | null;
  onChange: (value: T | null) => void;
  allLabel?: string;
  style?: SelectProps['style'];
}) {
  return (
    <Select
      label={label}
      data={[
        { value: ALL, label: allLabel },
        ...(Object.keys(labels) as T[]).map((key) => ({ value: key, label: labels[key] })),
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? (next as T) : null)}
      allowDeselect={false}
      style={style}
    />
  );
}
