import type { ComponentPropsWithoutRef } from 'react';
import classes from './text-table.module.css';

/**
 * A plain table of text (the work schedule, the legal pages' tables) styled like the rest. Not Mantine's
 * Table, which brings its scroll container code to every public page that shows one.
 */
export function TextTable({
  bordered = false,
  className,
  ...props
}: ComponentPropsWithoutRef<'table'> & { bordered?: boolean }) {
  const names = [classes.table, bordered ? classes.bordered : '', className ?? ''].filter(Boolean).join(' ');
  return <table className={names} {...props} />;
}
