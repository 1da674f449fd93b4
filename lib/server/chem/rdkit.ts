import initRDKitModule, { type MainModule as RDKitModule } from '@rdkit/rdkit';

const globalForRDKit = globalThis as unknown as { chemmartRDKit?: Promise<RDKitModule> };

/** RDKit MinimalLib (WASM), loaded once per process. */
export function rdkit(): Promise<RDKitModule> {
  globalForRDKit.chemmartRDKit ??= initRDKitModule();
  return globalForRDKit.chemmartRDKit;
}
