/**
 * Columns of many values packed into a few large objects, so that a table of 100,000 rows kept in
 * memory is a handful of objects for the garbage collector instead of a million: a full collection
 * marks every live object, and the search index's per-row objects made each one a pause visitors
 * waited behind (bench/README.md, issue 15).
 */

/** Strings as one string and the end of each; `at` slices one out (a short-lived copy). */
export class TextColumn {
  private readonly text: string;
  private readonly ends: Int32Array;

  constructor(values: readonly string[]) {
    this.ends = new Int32Array(values.length);
    let end = 0;
    for (let i = 0; i < values.length; i += 1) {
      end += (values[i] as string).length;
      this.ends[i] = end;
    }
    this.text = values.join('');
  }

  get length() {
    return this.ends.length;
  }

  at(i: number): string {
    return this.text.slice(i > 0 ? (this.ends[i - 1] as number) : 0, this.ends[i] as number);
  }
}

/**
 * Byte strings (rendered JSON) per row, written into shared 1 MB slabs: a row's bytes are replaced by
 * writing anew (the old ones stay unused until the whole store is dropped, which the search index does
 * on every full reload).
 */
export class ByteStore {
  private static readonly SLAB_BYTES = 1 << 20;
  private readonly slabs: Buffer[] = [];
  private used = ByteStore.SLAB_BYTES;
  /** Per row: its slab (-1: none), and where its bytes start and end there. */
  private readonly slabOf: Int32Array;
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;

  constructor(rows: number) {
    this.slabOf = new Int32Array(rows).fill(-1);
    this.starts = new Int32Array(rows);
    this.ends = new Int32Array(rows);
  }

  /** The row's bytes (a view into its slab), or undefined when none are stored. */
  get(row: number): Buffer | undefined {
    const slab = this.slabOf[row] as number;
    if (slab < 0) return undefined;
    return (this.slabs[slab] as Buffer).subarray(this.starts[row], this.ends[row]);
  }

  set(row: number, bytes: Buffer) {
    if (this.used + bytes.length > (this.slabs.at(-1)?.length ?? 0)) {
      this.slabs.push(Buffer.allocUnsafeSlow(Math.max(ByteStore.SLAB_BYTES, bytes.length)));
      this.used = 0;
    }
    bytes.copy(this.slabs.at(-1) as Buffer, this.used);
    this.slabOf[row] = this.slabs.length - 1;
    this.starts[row] = this.used;
    this.used += bytes.length;
    this.ends[row] = this.used;
  }

  delete(row: number) {
    this.slabOf[row] = -1;
  }
}
