'use client';
import 'ketcher-react/dist/index.css';
import type { Ketcher } from 'ketcher-core';
import { Editor } from 'ketcher-react';
import { StandaloneStructServiceProvider } from 'ketcher-standalone';
import { useMemo } from 'react';

/**
 * Ketcher with its standalone (WASM, in-browser) structure service: no
 * server round trips and nothing fetched from a CDN. Only pages with a
 * structure search load this module (see StructureEditor).
 */
export default function KetcherEditor({ initial, onReady }: { initial: string; onReady: (ketcher: Ketcher) => void }) {
  const provider = useMemo(() => new StandaloneStructServiceProvider(), []);
  return (
    <Editor
      staticResourcesUrl=""
      structServiceProvider={provider}
      errorHandler={(message: string) => console.warn('Ketcher:', message)}
      onInit={(ketcher: Ketcher) => {
        onReady(ketcher);
        if (initial) void ketcher.setMolecule(initial);
      }}
    />
  );
}
