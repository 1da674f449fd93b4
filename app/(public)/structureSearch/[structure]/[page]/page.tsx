import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { StructureResults } from '@/components/structure/StructureResults';
import { LazyStructureSearch } from '@/components/structure/LazyStructureSearch';
import { structureSearchPath } from '@/components/structure/structure-path';
import { db } from '@/lib/server/core/db';
import { AppError } from '@/lib/server/core/errors';
import { pageNumberOf } from '@/lib/contracts/pagination';
import { StructureSearchBody } from '@/lib/contracts/structure/schema';
import { structureSearch } from '@/lib/server/structure/service';
import { DEFAULT_SIMILARITY_THRESHOLD, STRUCTURE_MODES, type StructureMode } from '@/lib/shared/structure';

const PAGE_SIZE = 20;

type Props = { params: Promise<{ structure: string; page: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: '结构搜索', robots: { index: false } };

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A hand-edited URL still searches: an unknown mode is a substructure search, a threshold is kept within 0.1–1. */
function modeOf(value: string | undefined): StructureMode {
  return STRUCTURE_MODES.find((mode) => mode === value) ?? 'substructure';
}

function thresholdOf(value: string | undefined): number {
  const number = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(number)) return DEFAULT_SIMILARITY_THRESHOLD;
  return Math.min(1, Math.max(0.1, Math.round(number * 100) / 100));
}

/**
 * /structureSearch/:structure/:page — the drawn or typed structure's hits,
 * searched on the server and shown in the public frame; the panel to change
 * the search is an island.
 */
export default async function StructureSearchPage({ params, searchParams }: Props) {
  const { structure: encoded, page } = await params;
  const query = await searchParams;
  let structure: string;
  try {
    structure = decodeURIComponent(encoded);
  } catch {
    notFound();
  }
  const mode = modeOf(first(query.mode));
  const threshold = thresholdOf(first(query.threshold));
  const pageNumber = pageNumberOf(page);
  if (pageNumber === null) redirect(structureSearchPath(structure, 1, mode, threshold));
  const input = StructureSearchBody.safeParse({ structure, page: pageNumber, pageSize: PAGE_SIZE, mode, threshold });
  let outcome: { result: Awaited<ReturnType<typeof structureSearch>> } | { problem: string };
  if (!input.success) outcome = { problem: input.error.issues[0]?.message ?? '搜索条件不正确' };
  else {
    try {
      outcome = { result: await structureSearch(db(), input.data) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome = { problem: error.message };
    }
  }
  if ('result' in outcome && outcome.result.total > 0) {
    const lastPage = Math.ceil(outcome.result.total / PAGE_SIZE);
    if (pageNumber > lastPage) redirect(structureSearchPath(structure, lastPage, mode, threshold));
  }
  return (
    <>
      <h1 className="page-title">结构搜索</h1>
      <LazyStructureSearch initialStructure={structure} initialMode={mode} initialThreshold={threshold} />
      <div style={{ marginTop: 16 }}>
        {'problem' in outcome ? (
          <p className="pub-alert pub-alert--error" role="alert" data-testid="structure-problem">
            {outcome.problem}
          </p>
        ) : (
          <StructureResults structure={structure} mode={mode} threshold={threshold} result={outcome.result} />
        )}
      </div>
    </>
  );
}
