import { FP_WORDS } from './fingerprint';

/**
 * The structure index's memory: fingerprints, sizes and RDKit pickles in
 * SharedArrayBuffers, so every worker thread reads the same bytes without a
 * copy. Position p (0 … size-1) is one molecule; positions are in the order
 * the index loaded them (smallest molecules first).
 */
export type IndexBuffers = {
  capacity: number;
  pattern: SharedArrayBuffer;
  morgan: SharedArrayBuffer;
  morganBits: SharedArrayBuffer;
  heavyAtoms: SharedArrayBuffer;
  features: SharedArrayBuffer;
  substanceIds: SharedArrayBuffer;
  pickleOffsets: SharedArrayBuffer;
  pickleBytes: SharedArrayBuffer;
};

export class IndexArrays {
  readonly pattern: Uint32Array;
  readonly morgan: Uint32Array;
  readonly morganBits: Uint16Array;
  readonly heavyAtoms: Uint16Array;
  /** Charges and isotope labels present (features.ts). */
  readonly features: Uint8Array;
  readonly substanceIds: Int32Array;
  /** Pickle p is pickleBytes[pickleOffsets[p] … pickleOffsets[p + 1]). */
  readonly pickleOffsets: Float64Array;
  readonly pickleBytes: Uint8Array;

  constructor(readonly buffers: IndexBuffers) {
    this.pattern = new Uint32Array(buffers.pattern);
    this.morgan = new Uint32Array(buffers.morgan);
    this.morganBits = new Uint16Array(buffers.morganBits);
    this.heavyAtoms = new Uint16Array(buffers.heavyAtoms);
    this.features = new Uint8Array(buffers.features);
    this.substanceIds = new Int32Array(buffers.substanceIds);
    this.pickleOffsets = new Float64Array(buffers.pickleOffsets);
    this.pickleBytes = new Uint8Array(buffers.pickleBytes);
  }

  static allocate(capacity: number, pickleCapacity: number): IndexArrays {
    return new IndexArrays({
      capacity,
      pattern: new SharedArrayBuffer(capacity * FP_WORDS * 4),
      morgan: new SharedArrayBuffer(capacity * FP_WORDS * 4),
      morganBits: new SharedArrayBuffer(capacity * 2),
      heavyAtoms: new SharedArrayBuffer(capacity * 2),
      features: new SharedArrayBuffer(capacity),
      substanceIds: new SharedArrayBuffer(capacity * 4),
      pickleOffsets: new SharedArrayBuffer((capacity + 1) * 8),
      pickleBytes: new SharedArrayBuffer(pickleCapacity),
    });
  }

  get capacity(): number {
    return this.buffers.capacity;
  }

  get pickleCapacity(): number {
    return this.pickleBytes.length;
  }

  pickleAt(position: number): Uint8Array {
    const start = this.pickleOffsets[position] as number;
    return this.pickleBytes.subarray(start, this.pickleOffsets[position + 1] as number);
  }

  /** The first `size` molecules copied into arrays with room for more. */
  grownTo(size: number, capacity: number, pickleCapacity: number): IndexArrays {
    const next = IndexArrays.allocate(capacity, pickleCapacity);
    next.pattern.set(this.pattern.subarray(0, size * FP_WORDS));
    next.morgan.set(this.morgan.subarray(0, size * FP_WORDS));
    next.morganBits.set(this.morganBits.subarray(0, size));
    next.heavyAtoms.set(this.heavyAtoms.subarray(0, size));
    next.features.set(this.features.subarray(0, size));
    next.substanceIds.set(this.substanceIds.subarray(0, size));
    next.pickleOffsets.set(this.pickleOffsets.subarray(0, size + 1));
    next.pickleBytes.set(this.pickleBytes.subarray(0, this.pickleOffsets[size] as number));
    return next;
  }
}
