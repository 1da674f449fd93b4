'use client';
import { Button, Input, Radio, Slider, Space, Spin } from 'antd';
import type { Ketcher } from 'ketcher-core';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { pushWithProgress } from '@/components/layout/navigation';
import { useIsMobile } from '@/components/layout/viewport';
import { DEFAULT_SIMILARITY_THRESHOLD, type StructureMode } from '@/lib/shared/structure';
import { MODE_LABELS, structureSearchPath } from './structure-path';

const KetcherEditor = dynamic(() => import('./KetcherEditor'), {
  ssr: false,
  loading: () => (
    <div className="ketcher-frame ketcher-loading">
      <Spin /> 正在载入结构编辑器…
    </div>
  ),
});

export type StructureSearchPanelProps = { initialStructure?: string; initialMode?: StructureMode; initialThreshold?: number };

/**
 * Draw (Ketcher) or type a SMILES, pick the mode, search. At mobile width a
 * SMILES field replaces the editor, which is never loaded there.
 */
export function StructureSearchPanel({ initialStructure = '', initialMode = 'substructure', initialThreshold = DEFAULT_SIMILARITY_THRESHOLD }: StructureSearchPanelProps) {
  const router = useRouter();
  const mobile = useIsMobile();
  const ketcher = useRef<Ketcher | null>(null);
  const [smiles, setSmiles] = useState(initialStructure);
  const [mode, setMode] = useState<StructureMode>(initialMode);
  const [threshold, setThreshold] = useState(initialThreshold);
  const [problem, setProblem] = useState<string | null>(null);
  const [editorReady, setEditorReady] = useState(false);

  // A new search (a link, paging, Back) shows its own query in the field, the mode buttons and the editor.
  useEffect(() => {
    setSmiles(initialStructure);
    setMode(initialMode);
    setThreshold(initialThreshold);
    setProblem(null);
    if (initialStructure) void ketcher.current?.setMolecule(initialStructure).catch(() => undefined);
  }, [initialStructure, initialMode, initialThreshold]);

  async function search() {
    setProblem(null);
    let structure = smiles.trim();
    // What was typed into the field since the last search wins; otherwise the drawing is searched.
    const typed = structure !== '' && structure !== initialStructure.trim();
    if (!mobile && !typed && ketcher.current) {
      // Query atoms (A, Q) have no SMILES; SMARTS carries them.
      const editor = ketcher.current;
      const drawn = (await editor.getSmiles().catch(() => editor.getSmarts().catch(() => ''))).trim();
      if (drawn) structure = drawn;
    }
    if (!structure) {
      setProblem(mobile ? '请输入 SMILES，如 c1ccccc1' : '请先在编辑器中绘制结构，或输入 SMILES');
      return;
    }
    pushWithProgress(router, structureSearchPath(structure, 1, mode, threshold));
  }

  return (
    <div className="structure-panel" data-editor-ready={editorReady || undefined}>
      {!mobile && (
        <KetcherEditor
          initial={initialStructure}
          onReady={(k) => {
            ketcher.current = k;
            setEditorReady(true);
          }}
        />
      )}
      <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
        <Input
          aria-label="SMILES"
          placeholder={mobile ? '输入 SMILES，如 c1ccccc1 或 *C(=O)O（* 为任意原子）' : '或输入 SMILES（改动后搜索以输入为准），如 *C(=O)O，* 为任意原子'}
          value={smiles}
          onChange={(e) => {
            setSmiles(e.target.value);
            setProblem(null);
          }}
          onPressEnter={() => void search()}
          status={problem ? 'error' : undefined}
          allowClear
        />
        {problem && (
          <div className="field-error" role="alert">
            {problem}
          </div>
        )}
        <Space wrap>
          <Radio.Group
            value={mode}
            onChange={(e) => setMode(e.target.value as StructureMode)}
            optionType="button"
            aria-label="搜索方式"
            options={(Object.keys(MODE_LABELS) as StructureMode[]).map((m) => ({ value: m, label: MODE_LABELS[m] }))}
          />
          {mode === 'similarity' && (
            <span className="threshold">
              相似度 ≥ {threshold.toFixed(2)}
              <Slider
                min={0.3}
                max={1}
                step={0.05}
                value={threshold}
                onChange={setThreshold}
                style={{ width: 140, display: 'inline-block', margin: '0 12px' }}
                aria-label="相似度阈值"
              />
            </span>
          )}
          <Button type="primary" onClick={() => void search()}>
            结构搜索
          </Button>
        </Space>
      </Space>
    </div>
  );
}
