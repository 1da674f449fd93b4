/**
 * A set of substance ids as a bitmap: the index remembers every row it has
 * loaded in one bit each (a million ids in 125 KB), so it can tell which
 * stored rows it lacks whatever order they were committed in.
 */
export class IdSet {
  private words = new Uint32Array(1024);
  private count = 0;
  private highest = 0;

  get size(): number {
    return this.count;
  }

  /** The highest id ever added (0 when none): rows above it are certainly new. */
  get max(): number {
    return this.highest;
  }

  has(id: number): boolean {
    const word = id >>> 5;
    return word < this.words.length && ((this.words[word] as number) & (1 << (id & 31))) !== 0;
  }

  /** True when the id was not there yet. */
  add(id: number): boolean {
    if (!Number.isInteger(id) || id < 0 || id > 0x7fffffff) throw new RangeError(`not a substance id: ${id}`);
    const word = id >>> 5;
    if (word >= this.words.length) this.grow(word + 1);
    const bit = 1 << (id & 31);
    const current = this.words[word] as number;
    if ((current & bit) !== 0) return false;
    this.words[word] = current | bit;
    this.count++;
    this.highest = Math.max(this.highest, id);
    return true;
  }

  delete(id: number): boolean {
    if (!this.has(id)) return false;
    const word = id >>> 5;
    this.words[word] = (this.words[word] as number) & ~(1 << (id & 31));
    this.count--;
    return true;
  }

  /** The ids in `[from, to)`, ascending. */
  *between(from: number, to: number): Generator<number> {
    const end = Math.min(to, this.words.length * 32);
    for (let id = Math.max(0, from); id < end;) {
      const word = this.words[id >>> 5] as number;
      if (word === 0) {
        id = ((id >>> 5) + 1) * 32;
        continue;
      }
      if ((word & (1 << (id & 31))) !== 0) yield id;
      id++;
    }
  }

  /** How many ids, and their sum, per block of `blockSize` ids (block b holds b·blockSize … (b+1)·blockSize − 1). */
  blockSums(blockSize: number): Map<number, BlockSum> {
    const blocks = new Map<number, BlockSum>();
    for (const id of this.between(0, Infinity)) {
      const block = Math.floor(id / blockSize);
      const sum = blocks.get(block);
      if (sum) {
        sum.count++;
        sum.total += id;
      } else blocks.set(block, { count: 1, total: id });
    }
    return blocks;
  }

  private grow(minWords: number): void {
    const next = new Uint32Array(Math.max(minWords, this.words.length * 2));
    next.set(this.words);
    this.words = next;
  }
}

/** A block's id count and id sum: a cheap fingerprint to compare with the database's. */
export type BlockSum = { count: number; total: number };
