import { Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { Fragment, useId, useState } from 'react';
import classes from '../reviews.module.css';

export const RATING_WORDS: Record<number, string> = {
  1: 'Nagyon rossz',
  2: 'Gyenge',
  3: 'Közepes',
  4: 'Jó',
  5: 'Kiváló',
};

/**
 * 1–5 stars as a native radio group inside a fieldset: Tab reaches it, the arrow keys choose, and each
 * radio is named ("4 csillag – Jó"). The choice is also written next to the stars.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  label = 'Értékelés',
}: {
  value: number;
  onChange(value: number): void;
  error?: string | undefined;
  label?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset className={classes.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={classes.legend}>
        {label}{' '}
        <Text span c="red.8" aria-hidden="true">
          *
        </Text>
      </legend>
      <div className={classes.stars}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <Fragment key={stars}>
            <input
              className={classes.input}
              type="radio"
              id={`${id}-${stars}`}
              name={`${id}-rating`}
              value={stars}
              checked={value === stars}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(stars)}
            />
            <label
              htmlFor={`${id}-${stars}`}
              className={classes.star}
              onMouseEnter={() => setHovered(stars)}
              onMouseLeave={() => setHovered(0)}
            >
              {shown >= stars ? (
                <IconStarFilled size={30} color="var(--mantine-color-yellow-7)" aria-hidden="true" />
              ) : (
                <IconStar size={30} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              )}
              <VisuallyHidden>
                {stars} csillag – {RATING_WORDS[stars]}
              </VisuallyHidden>
            </label>
          </Fragment>
        ))}
        <Text size="sm" className={classes.choice} aria-hidden="true">
          {shown ? `${shown} csillag – ${RATING_WORDS[shown]}` : 'Válasszon 1–5 csillagot'}
        </Text>
      </div>
      {error ? (
        <Text id={errorId} size="sm" c="red.8" mt={4}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
