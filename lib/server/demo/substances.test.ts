import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidCas } from '@/lib/shared/cas';
import { categorize, cleanSynonym, conflictsWithFormula, readDemoSubstances, readPhysicalConstants } from './substances';

describe('cleanSynonym', () => {
  it('drops bracketed language and source tags and trailing separators', () => {
    expect(cleanSynonym('zwavelwaterstof [dutch]')).toBe('zwavelwaterstof');
    expect(cleanSynonym('ferric oxide (anhydrous) [NF]')).toBe('ferric oxide (anhydrous)');
    expect(cleanSynonym('aspirin; ')).toBe('aspirin');
  });

  it('keeps chemically meaningful punctuation', () => {
    expect(cleanSynonym('acrylic acid, 3-methyl-')).toBe('acrylic acid, 3-methyl-');
    expect(cleanSynonym('(+/-)-isopropanolamine')).toBe('(+/-)-isopropanolamine');
  });

  it('drops CAS numbers, InChIKey fragments and empty strings', () => {
    expect(cleanSynonym('64-17-5')).toBeNull();
    expect(cleanSynonym('3483-11-2 (lithium salt)')).toBeNull();
    expect(cleanSynonym('zqbfaoffoqmsgj-uhfffaoysa-')).toBeNull();
    expect(cleanSynonym('  ')).toBeNull();
  });

  it('drops registry and vendor identifiers, UUIDs and codes', () => {
    const noise = ['NSC 132048', 'MFCD00011418', 'CHEMBL1160819', 'DTXSID0023872', 'UNII-5138Q19F1X', 'EINECS 231-635-3',
      'EC 231-635-3', 'CHEBI:16134', 'Q4087', 'C00001', 'bdbm50162819', 'AKOS025293935', 'HSDB 162',
      '6c16c9e3-90dc-4565-9f55-f6cc5d13cc33', '5138q19f1x', 'phosphorus - p @ 1000 microg/g in hydrocarbon oil'];
    for (const text of noise) expect(cleanSynonym(text), text).toBeNull();
  });

  it('keeps trade names and names that merely contain digits', () => {
    for (const text of ['freon 113', 'halon 1301', 'aroclor 1254', 'vitamin b12', 'd-glucose', '2-propanol', 'tween 80']) {
      expect(cleanSynonym(text), text).toBe(text);
    }
  });
});

describe('categorize', () => {
  it('sorts substances into the four demo categories', () => {
    expect(categorize('C2H6O', 'CCO', false)).toBe('acyclic-organic');
    expect(categorize('C6H6', 'C1=CC=CC=C1', false)).toBe('cyclic-organic');
    expect(categorize('C6H5ClMg', '[Cl-].[Mg+].[c]1ccccc1', false)).toBe('organometallic');
    expect(categorize('ClNa', '[Na+].[Cl-]', false)).toBe('inorganic');
    expect(categorize('CdH3NO4', 'O.O=[N+]([O-])O.[Cd]', false)).toBe('inorganic');
    expect(categorize('CO2', 'C(=O)=O', true)).toBe('inorganic');
  });
});

describe('the demo catalog', () => {
  const substances = readDemoSubstances();

  it('has at least 4,000 real substances, each with a checksum-valid, unique CAS number', () => {
    expect(substances.length).toBeGreaterThanOrEqual(4000);
    expect(substances.every((s) => isValidCas(s.cas))).toBe(true);
    expect(new Set(substances.map((s) => s.cas)).size).toBe(substances.length);
  });

  it('names every substance with a name, never a CAS number, and keeps synonyms clean', () => {
    for (const s of substances) {
      expect(isValidCas(s.name), s.cas).toBe(false);
      expect(s.synonyms.map((x) => x.toLowerCase())).not.toContain(s.name.toLowerCase());
      for (const synonym of s.synonyms) expect(cleanSynonym(synonym), `${s.cas}: ${synonym}`).toBe(synonym);
    }
  });

  it('knows ethanol with its identifiers and physical constants', () => {
    const ethanol = substances.find((s) => s.cas === '64-17-5');
    expect(ethanol).toMatchObject({
      name: 'Ethanol',
      formula: 'C2H6O',
      smiles: 'CCO',
      inchikey: 'LFQSCWFLJHTTHZ-UHFFFAOYSA-N',
      categorySlug: 'acyclic-organic',
    });
    expect(ethanol?.boilingPointK).toBeCloseTo(351.4, 0);
    expect(ethanol?.synonyms).toContain('ethyl alcohol');
  });
});

describe('synonyms that name another substance', () => {
  it('a systematic name whose elements contradict the formula is dropped at import', () => {
    // 97-00-7 is 1-chloro-2,4-dinitrobenzene; its source lists a chlorine-free pyridyl acid.
    expect(conflictsWithFormula('3-(3-hydroxy-2-methyl-4-oxo-1-pyridyl)propanoic acid', 'C6H3ClN2O4')).toBe(true);
    expect(conflictsWithFormula('1-chloro-2,4-dinitrobenzene', 'C6H3ClN2O4')).toBe(false);
    expect(conflictsWithFormula('2,4-dinitrochlorobenzene', 'C6H3ClN2O4')).toBe(false);
    // Trade names without locants are left alone.
    expect(conflictsWithFormula('dncb', 'C6H3ClN2O4')).toBe(false);
    const dncb = readDemoSubstances().find((s) => s.cas === '97-00-7');
    expect(dncb?.synonyms).not.toContain('3-(3-hydroxy-2-methyl-4-oxo-1-pyridyl)propanoic acid');
  });

  it('carries the Chinese name of a listed substance', () => {
    expect(readDemoSubstances().find((s) => s.cas === '64-17-5')).toMatchObject({ nameZh: '乙醇', nameZhSource: expect.stringContaining('序号 2568') });
  });
});

describe('physical properties', () => {
  const dataDir = path.join(process.cwd(), 'data', 'chemicals');
  const byCas = new Map(readDemoSubstances().map((s) => [s.cas, s]));

  it('gives common inorganic reagents the inorganic table’s melting point, boiling point and density', () => {
    // Sulfuric acid melts at about 10 °C, boils near 337 °C and is 1.83 g/cm³.
    expect(byCas.get('7664-93-9')).toMatchObject({ meltingPointK: 283.46, boilingPointK: 610.15, densityKgM3: 1830.2 });
    // Sodium chloride melts at about 801 °C; sodium hydroxide at about 323 °C; both a little over 2 g/cm³.
    expect(byCas.get('7647-14-5')).toMatchObject({ meltingPointK: 1073.85, boilingPointK: 1738.15, densityKgM3: 2170 });
    expect(byCas.get('1310-73-2')).toMatchObject({ meltingPointK: 596.15, boilingPointK: 1661.15, densityKgM3: 2130 });
    for (const cas of ['7664-93-9', '7647-14-5', '1310-73-2']) expect(byCas.get(cas)?.categorySlug, cas).toBe('inorganic');
  });

  it('keeps the organic table’s value where it has one and fills only the fields it lacks', () => {
    const constants = readPhysicalConstants(dataDir);
    // Ferrocene is in both tables: the organic melting point (448.15 K) stays, not the inorganic 445.65 K.
    expect(constants.get('102-54-5')).toEqual({ meltingPointK: 448.15, boilingPointK: 522.15, densityKgM3: null });
    // Carbon dioxide: the organic table has its melting point only; the density comes from the inorganic one.
    expect(constants.get('124-38-9')).toEqual({ meltingPointK: 216.589, boilingPointK: null, densityKgM3: 1.799 });
    // A blank stays null rather than becoming 0.
    expect(constants.get('7664-38-2')?.densityKgM3).toBeNull();
  });

  it('refuses a table whose columns are not CAS, name, Tm, Tb, rho', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'constants-'));
    try {
      fs.copyFileSync(path.join(dataDir, 'physical-constants-organic.csv'), path.join(dir, 'physical-constants-organic.csv'));
      fs.writeFileSync(path.join(dir, 'physical-constants-inorganic.csv'), 'CAS\tChemical\trho\tTm\tTb\n7664-93-9\tSulfuric acid\t1830.2\t283.46\t610.15\n');
      expect(() => readPhysicalConstants(dir)).toThrow(/unexpected header/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
