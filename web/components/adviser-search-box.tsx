import {
  Avatar,
  Box,
  ColorSwatch,
  Group,
  Text,
  TextInput,
  type TextInputProps,
  VisuallyHidden,
} from '@mantine/core';
import { siteMediaSrc } from '@web/lib/site-media';
import { type CSSProperties, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import classes from './adviser-search-box.module.css';
import {
  type AdviserSuggestion,
  type AreaSuggestion,
  isRefinement,
  suggestionCountText,
  suggestionText,
  useAdviserSuggestions,
} from './adviser-suggestions';

export type { AdviserSuggestion, AreaSuggestion } from './adviser-suggestions';

type Option = { kind: 'adviser'; adviser: AdviserSuggestion } | { kind: 'area'; area: AreaSuggestion };

export interface AdviserSearchBoxProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'onKeyDown' | 'onBlur' | 'onClick' | 'role' | 'style'> {
  style?: CSSProperties;
  value: string;
  onChange: (value: string) => void;
  /** A suggested adviser was picked (open their profile). */
  onPickAdviser: (adviser: AdviserSuggestion) => void;
  /** A suggested consultation area was picked (list its advisers). */
  onPickArea: (area: AreaSuggestion) => void;
}

/**
 * The adviser search field with suggestions while typing (the home page and the adviser list): a
 * combobox (ARIA 1.2, list autocomplete) whose listbox has two groups, "Tanácsadók" and "Tanácsadási
 * területek". ArrowDown/ArrowUp move through the options (aria-activedescendant; the focus stays in the
 * field), Enter picks the highlighted one, Escape closes the list; Enter with nothing highlighted
 * submits the surrounding form (the text search). A polite live region says how many suggestions
 * arrived ("5 javaslat", "Nincs javaslat"). The list is a plain positioned element under the field (no
 * popover library): it is part of the home page, whose script must stay small.
 */
export function AdviserSearchBox({
  value,
  onChange,
  onPickAdviser,
  onPickArea,
  className,
  style,
  ...inputProps
}: AdviserSearchBoxProps) {
  const baseId = `adviser-search-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const listId = `${baseId}-list`;
  const optionId = (option: Option) =>
    option.kind === 'adviser' ? `${baseId}-adviser-${option.adviser.id}` : `${baseId}-area-${option.area.id}`;

  // Text typed before hydration is in the field but not in the caller's state (React hydrates a field as
  // it finds it): taken over once, before anything renders the field again (which would wipe it).
  const field = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field was hydrated
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []);

  // Whether the visitor wants the list: set by typing, cleared by Escape, leaving the field or a pick.
  const [wanted, setWanted] = useState(false);
  const latest = useAdviserSuggestions(value);
  const text = suggestionText(value);
  // The latest answer, also while the next one loads, if it was for a text this one continues.
  const answer = latest && text && isRefinement(latest.q, text) ? latest.answer : undefined;
  const options: Option[] = answer
    ? [
        ...answer.advisers.map((adviser) => ({ kind: 'adviser' as const, adviser })),
        ...answer.areas.map((area) => ({ kind: 'area' as const, area })),
      ]
    : [];
  const opened = wanted && options.length > 0;
  // The answer belongs to exactly the text in the field (not a previous text kept while loading).
  const settled = Boolean(answer && latest?.q === text);

  // The highlighted option belongs to one answer; a new answer starts with nothing highlighted.
  const [highlight, setHighlight] = useState<{ answer: unknown; index: number }>({ answer: null, index: -1 });
  const activeIndex = opened && highlight.answer === answer ? highlight.index : -1;
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;

  const close = () => {
    setWanted(false);
    setHighlight({ answer: null, index: -1 });
  };

  const pick = (option: Option) => {
    close();
    if (option.kind === 'adviser') onPickAdviser(option.adviser);
    else onPickArea(option.area);
  };

  const move = (step: 1 | -1) => {
    const count = options.length;
    const next = activeIndex < 0 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count;
    setHighlight({ answer, index: next });
    const nextOption = options[next];
    if (nextOption) document.getElementById(optionId(nextOption))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!text) return;
        event.preventDefault();
        if (!opened) setWanted(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (active) {
          event.preventDefault();
          pick(active);
        } else {
          // Nothing highlighted: the form submits the text search; the list goes away.
          close();
        }
        return;
      case 'Escape':
        // An open list closes first; only then does Escape clear the field (the browser's search input).
        if (opened) event.preventDefault();
        close();
        return;
    }
  };

  const renderOption = (option: Option, index: number) => {
    const id = optionId(option);
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keys work in the field (aria-activedescendant); options never take focus
      <div
        key={id}
        id={id}
        role="option"
        tabIndex={-1}
        aria-selected={index === activeIndex}
        className={classes.option}
        // The focus stays in the field (its blur would close the list before the click lands).
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => pick(option)}
        onMouseMove={() => {
          if (index !== activeIndex) setHighlight({ answer, index });
        }}
      >
        {option.kind === 'adviser' ? (
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={siteMediaSrc(option.adviser.avatarThumbnail)}
              name={option.adviser.name}
              alt=""
              aria-hidden="true"
              color="blue"
              size={36}
              radius="xl"
              imageProps={{ loading: 'lazy', width: 36, height: 36 }}
            />
            <Box miw={0}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {option.adviser.name}
              </Text>
              {option.adviser.areas.length > 0 ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {option.adviser.areas.join(', ')}
                </Text>
              ) : null}
            </Box>
          </Group>
        ) : (
          <Group gap="sm" wrap="nowrap">
            <ColorSwatch
              color={option.area.color}
              size={14}
              withShadow={false}
              aria-hidden="true"
              className={classes.swatch}
            />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {option.area.name}
            </Text>
          </Group>
        )}
      </div>
    );
  };

  const adviserOptions = options.filter((o) => o.kind === 'adviser');
  const areaOptions = options.filter((o) => o.kind === 'area');

  const group = (label: string, labelId: string, members: Option[]) =>
    members.length > 0 ? (
      // biome-ignore lint/a11y/useSemanticElements: a group of listbox options (ARIA listbox pattern), not a set of form fields
      <div role="group" aria-labelledby={labelId}>
        <div id={labelId} className={classes.groupLabel}>
          {label}
        </div>
        {members.map((option) => renderOption(option, options.indexOf(option)))}
      </div>
    ) : null;

  return (
    <>
      {/* The caller's layout (width, flex) applies to the field with its list. */}
      <div className={className ? `${classes.root} ${className}` : classes.root} style={style}>
        <TextInput
          {...inputProps}
          ref={field}
          value={value}
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={opened}
          aria-controls={opened ? listId : undefined}
          aria-activedescendant={active ? optionId(active) : undefined}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setWanted(true);
            setHighlight({ answer: null, index: -1 });
          }}
          onClick={() => {
            if (text) setWanted(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {opened ? (
          <div id={listId} role="listbox" aria-label="Javaslatok" className={classes.dropdown}>
            {group('Tanácsadók', `${baseId}-advisers`, adviserOptions)}
            {group('Tanácsadási területek', `${baseId}-areas`, areaOptions)}
          </div>
        ) : null}
      </div>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {wanted && settled && answer ? suggestionCountText(answer) : ''}
      </VisuallyHidden>
    </>
  );
}
