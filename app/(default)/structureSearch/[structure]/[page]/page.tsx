import { Alert } from 'antd';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StructureResults } from '@/components/structure/StructureResults';
import { StructureSearchPanel } from '@/components/structure/StructureSearchPanel';
import { db } from '@/lib/server/core/db';
import { AppError } from '@/lib/server/core/errors';
import { pageNumberOf } from '@/lib/server/core/pagination';
import { StructureSearchBody } from '@/lib/server/structure/schema';
import { structureSearch } from '@/lib/server/structure/service';

const PAGE_SIZE = 20;

type Props = { params: Promise<{ structure: string; page: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: '结构搜索', robots: { index: false } };

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** /structureSearch/:structure/:page — the drawn or typed structure's hits, searched on the server. */
export default async function StructureSearchPage({ params, searchParams }: Props) {
  const { structure: encoded, page } = await params;
  const query = await searchParams;
  const pageNumber = pageNumberOf(page);
  let structure: string;
  try {
    structure = decodeURIComponent(encoded);
  } catch {
    notFound();
  }
  if (pageNumber === null) notFound();
  const input = StructureSearchBody.safeParse({ structure, page: pageNumber, pageSize: PAGE_SIZE, mode: first(query.mode), threshold: first(query.threshold) });
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
  const mode = input.success ? input.data.mode : 'substructure';
  const threshold = input.success ? input.data.threshold : 0.7;
  return (
    <>
      <h1 className="page-title">结构搜索</h1>
      <StructureSearchPanel initialStructure={structure} initialMode={mode} initialThreshold={threshold} />
      <div style={{ marginTop: 16 }}>
        {'problem' in outcome ? (
          <Alert type="error" showIcon title={outcome.problem} data-testid="structure-problem" />
        ) : (
          <StructureResults structure={structure} mode={mode} threshold={threshold} result={outcome.result} />
        )}
      </div>
    </>
  );
}
