/**
 * N generated molecules, deterministic, each checked by RDKit: real fragments
 * (`fragments.ts`) joined through an amide (acid + amine), ester (acid +
 * alcohol/phenol) or ether (alcohol/phenol + alcohol/phenol) bond.
 *
 *   npx tsx tests/bench/molecules.ts 100000      # writes var/bench/molecules-100000.tsv
 *
 * Candidate number j draws its bond type and fragments from a PRNG seeded
 * with (SEED, j) alone, so the list for N is the first N of the list for any
 * larger N, and an interrupted run resumes from its `.partial` file.
 * Generated CAS numbers are 9000000-00-? upwards (first part 9,000,000–
 * 9,999,999: far beyond any number CAS has issued), checksum-valid.
 */
import fs from 'node:fs';
import { seededRandom } from '@/lib/shared/random';
import path from 'node:path';
import readline from 'node:readline';
import initRDKitModule, { type MainModule as RDKitModule } from '@rdkit/rdkit';
import { formulaOfInchi, joined, prepareFragments, readSources, weightOf, type Fragment, type FragmentPools } from './fragments';

export type BondKind = 'amide' | 'ester' | 'ether';

export type GeneratedMolecule = {
  /** The candidate number that produced it (for resuming). */
  seq: number;
  cas: string;
  smiles: string;
  formula: string;
  molecularWeight: number;
  inchikey: string;
  inchi: string;
  name: string;
  synonyms: string[];
  kind: BondKind;
  /** Source ids of the two fragments ("CAS 50-78-2", "NCI 123", "PubChemQC 45"). */
  parts: [string, string];
};

const FORMAT = 'chemmart-bench-molecules v1 seed=20240611';
const SEED = 20240611;
const MAX_HEAVY_ATOMS = 48;
export const BENCH_DIR = path.join(process.cwd(), 'var', 'bench');
/** The first generated CAS body (without check digit): 9000000-00-?. */
export const GENERATED_CAS_BASE = 900_000_000;

/** The k-th generated CAS number (k from 0): 9000000-00-1, 9000000-01-2, … */
export function generatedCas(k: number): string {
  const body = String(GENERATED_CAS_BASE + k);
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i + 1);
  return `${body.slice(0, -2)}-${body.slice(-2)}-${sum % 10}`;
}

/** Half the draws come from fragments with a real substance name, so names look like a catalog's. */
function draw(rand: () => number, pool: FragmentPools[keyof FragmentPools]): Fragment {
  const list = rand() < 0.5 && pool.named.length > 0 ? pool.named : pool.all;
  return list[Math.floor(rand() * list.length)] as Fragment;
}

/** "Cyclohexylamine" → "cyclohexylamine" when it follows another name ("PubChemQC 7" stays). */
function inner(name: string): string {
  return /^[A-Z][a-z]+(?![A-Za-z])/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}

const clean = (text: string) => text.replace(/[\t|\n]/g, ' ');

type Candidate = { kind: BondKind; first: Fragment; second: Fragment };

function candidate(pools: FragmentPools, j: number): Candidate {
  // mulberry32 seeded by (SEED, j) alone: candidate j is the same whatever came before.
  const rand = seededRandom(Math.imul(SEED ^ j, 0x9e3779b1) ^ j);
  rand();
  const roll = rand();
  if (roll < 0.4) return { kind: 'amide', first: draw(rand, pools.acyl), second: draw(rand, pools.amine) };
  if (roll < 0.7) return { kind: 'ester', first: draw(rand, pools.acyl), second: draw(rand, pools.oxy) };
  return { kind: 'ether', first: draw(rand, pools.oxy), second: draw(rand, pools.carbon) };
}

/** Counts of what the generator threw away, for the report. */
export type Rejections = { invalid: number; tooBig: number; charged: number; duplicate: number; roundTrip: number };

/** Joins one candidate and checks it with RDKit; null when rejected (the reason is counted). */
function build(R: RDKitModule, c: Candidate, j: number, k: number, rejected: Rejections): GeneratedMolecule | null {
  const mol = R.get_mol(joined(c.first.stub, c.second.stub));
  if (!mol || !mol.is_valid()) {
    mol?.delete();
    rejected.invalid++;
    return null;
  }
  try {
    if (mol.get_num_atoms(true) > MAX_HEAVY_ATOMS) return (rejected.tooBig++, null);
    const smiles = mol.get_smiles();
    const inchi = mol.get_inchi();
    if (!inchi || /\/[pq]/.test(inchi) || smiles.includes('.')) return (rejected.charged++, null);
    const check = R.get_mol(smiles);
    const ok = check?.is_valid() === true;
    check?.delete();
    if (!ok) return (rejected.roundTrip++, null);
    const formula = formulaOfInchi(inchi);
    const [a, b] = [clean(c.first.name), clean(c.second.name)];
    const name = `${a} ${inner(b)} ${c.kind}`;
    const link = c.kind === 'amide' ? 'N' : 'O';
    return {
      seq: j,
      cas: generatedCas(k),
      smiles,
      formula,
      molecularWeight: weightOf(formula) ?? 0,
      inchikey: R.get_inchikey_for_inchi(inchi),
      inchi,
      name,
      synonyms: [`${b} ${inner(a)} ${c.kind}`, `${link}-(${b}) ${c.kind} of ${a}`, `CMB-${String(k + 1).padStart(7, '0')}`],
      kind: c.kind,
      parts: [c.first.sourceId, c.second.sourceId],
    };
  } finally {
    mol.delete();
  }
}

const COLUMNS = ['seq', 'cas', 'smiles', 'formula', 'mw', 'inchikey', 'name', 'synonyms', 'kind', 'parts', 'inchi'];

function toLine(m: GeneratedMolecule): string {
  return [m.seq, m.cas, m.smiles, m.formula, m.molecularWeight, m.inchikey, m.name, m.synonyms.join('|'), m.kind, m.parts.join('|'), m.inchi].join('\t');
}

function fromLine(line: string): GeneratedMolecule {
  const [seq, cas, smiles, formula, mw, inchikey, name, synonyms, kind, parts, inchi] = line.split('\t') as string[];
  const [p1 = '', p2 = ''] = (parts ?? '').split('|');
  return {
    seq: Number(seq), cas: cas!, smiles: smiles!, formula: formula!, molecularWeight: Number(mw), inchikey: inchikey!,
    name: name!, synonyms: synonyms ? synonyms.split('|') : [], kind: kind as BondKind, parts: [p1, p2], inchi: inchi ?? '',
  };
}

/** Streams the molecules of a cache file (header lines start with '#'). */
export async function* readMolecules(file: string): AsyncGenerator<GeneratedMolecule> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) if (line && !line.startsWith('#')) yield fromLine(line);
}

async function firstLine(file: string): Promise<string> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8') });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** A run killed mid-write may leave half a line at the end: cut back to the last newline. */
function dropTornLine(file: string): void {
  const size = fs.statSync(file).size;
  const fd = fs.openSync(file, 'r+');
  const tail = Buffer.alloc(Math.min(size, 65536));
  fs.readSync(fd, tail, 0, tail.length, size - tail.length);
  const lastNewline = tail.lastIndexOf(10);
  if (lastNewline !== tail.length - 1) fs.ftruncateSync(fd, size - tail.length + lastNewline + 1);
  fs.closeSync(fd);
}

export const cacheFile = (n: number) => path.join(BENCH_DIR, `molecules-${n}.tsv`);

export type GenerationReport = { n: number; file: string; seconds: number; candidates: number; resumedFrom: number; rejected: Rejections; fragments: unknown };

/**
 * Writes `var/bench/molecules-<n>.tsv` unless it exists; streams to a
 * `.partial` file (flushed every 2,000 molecules) and resumes from it.
 */
export async function generateMolecules(n: number, log: (line: string) => void = () => {}): Promise<GenerationReport> {
  const file = cacheFile(n);
  const partial = `${file}.partial`;
  const started = performance.now();
  const rejected: Rejections = { invalid: 0, tooBig: 0, charged: 0, duplicate: 0, roundTrip: 0 };
  const R = await initRDKitModule();
  const { sources, catalogNames } = readSources();
  const { pools, report } = prepareFragments(R, sources, catalogNames);
  log(`[molecules] ${JSON.stringify(report)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Real substances' InChIKeys count as taken: a generated molecule is never a catalog one.
  const seen = new Set(catalogNames.keys());
  let k = 0;
  let j = 0;
  if (fs.existsSync(partial) && (await firstLine(partial)) === `# ${FORMAT}`) {
    dropTornLine(partial);
    for await (const m of readMolecules(partial)) {
      seen.add(m.inchikey);
      k++;
      j = m.seq + 1;
    }
    log(`[molecules] resuming at molecule ${k}, candidate ${j}`);
  } else {
    fs.mkdirSync(BENCH_DIR, { recursive: true });
    fs.writeFileSync(partial, `# ${FORMAT}\n# ${COLUMNS.join('\t')}\n`);
  }
  const resumedFrom = k;
  const out = fs.openSync(partial, 'a');
  let buffer: string[] = [];
  for (; k < n; j++) {
    const m = build(R, candidate(pools, j), j, k, rejected);
    if (!m) continue;
    if (seen.has(m.inchikey)) {
      rejected.duplicate++;
      continue;
    }
    seen.add(m.inchikey);
    buffer.push(toLine(m));
    k++;
    if (buffer.length === 2000 || k === n) {
      fs.writeSync(out, `${buffer.join('\n')}\n`);
      buffer = [];
      if (k % 20000 === 0 || k === n) log(`[molecules] ${k} / ${n} after ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  fs.closeSync(out);
  fs.renameSync(partial, file);
  const seconds = (performance.now() - started) / 1000;
  return { n, file, seconds, candidates: j, resumedFrom, rejected, fragments: report };
}

/**
 * The first n generated molecules: from `molecules-<n>.tsv`, or the start of
 * a larger cache file, else generated (and cached) now.
 */
export async function loadMolecules(n: number, log: (line: string) => void = () => {}): Promise<GeneratedMolecule[]> {
  const sizes = fs.existsSync(BENCH_DIR)
    ? fs.readdirSync(BENCH_DIR).map((f) => /^molecules-(\d+)\.tsv$/.exec(f)).filter((m) => m !== null).map((m) => Number(m[1]))
    : [];
  const size = sizes.filter((s) => s >= n).sort((a, b) => a - b)[0];
  const file = size !== undefined && (await firstLine(cacheFile(size))) === `# ${FORMAT}` ? cacheFile(size) : (await generateMolecules(n, log)).file;
  const molecules: GeneratedMolecule[] = [];
  for await (const m of readMolecules(file)) {
    if (molecules.length === n) break;
    molecules.push(m);
  }
  return molecules;
}

async function main(): Promise<void> {
  const n = Number(process.argv[2] ?? 100_000);
  if (!Number.isInteger(n) || n <= 0) throw new Error('usage: npx tsx tests/bench/molecules.ts <count>');
  if (fs.existsSync(cacheFile(n))) {
    console.log(`[molecules] ${cacheFile(n)} exists; delete it to generate again`);
    return;
  }
  const report = await generateMolecules(n, console.log);
  const rate = (report.n - report.resumedFrom) / report.seconds;
  console.log(`[molecules] ${report.n} molecules (${report.n - report.resumedFrom} this run) from ${report.candidates} candidates in ${report.seconds.toFixed(1)} s (${rate.toFixed(0)}/s)`);
  console.log(`[molecules] rejected: ${JSON.stringify(report.rejected)}`);
  console.log(`[molecules] written to ${report.file}`);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('tests/bench/molecules.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
