'use client';
import 'ketcher-react/dist/index.css';
import type { Ketcher } from 'ketcher-core';
import { Editor } from 'ketcher-react';
import { StandaloneStructServiceProvider } from 'ketcher-standalone/dist/binaryWasmNoRender';
import { useEffect, useMemo, useRef } from 'react';

/** Ketcher's controls that come without an accessible name, and the names we give them. */
const UNNAMED_CONTROLS: Array<[selector: string, label: string]> = [
  ['textarea.cliparea', '结构编辑器剪贴板'],
  ['[data-testid="copy-button-dropdown-triangle"]', '更多复制格式'],
];

/** Names Ketcher's unnamed controls (axe: label, button-name), again whenever Ketcher re-renders them. */
function useNamedControls() {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const name = () => {
      for (const [selector, label] of UNNAMED_CONTROLS) {
        root.querySelectorAll(selector).forEach((element) => {
          if (!element.getAttribute('aria-label')) element.setAttribute('aria-label', label);
        });
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return frame;
}

/**
 * Ketcher with its standalone (WASM, in-browser) structure service: no
 * server round trips and nothing fetched from a CDN. Only pages with a
 * structure search load this module, when the editor first shows. The
 * `binaryWasmNoRender` build loads Indigo as a separate .wasm file (a hashed
 * static asset, cached for a year) in a worker, instead of the default
 * build's base64 copy inlined in a 20 MB script; without Indigo's renderer
 * (image export), which drawing and searching do not use: about 2 MB of
 * gzip instead of 3.6 MB (decision 0060).
 */
export default function KetcherEditor({ initial, onReady }: { initial: string; onReady: (ketcher: Ketcher) => void }) {
  const provider = useMemo(() => new StandaloneStructServiceProvider(), []);
  const frame = useNamedControls();
  return (
    <div ref={frame} className="ketcher-host">
      <Editor
        staticResourcesUrl=""
        structServiceProvider={provider}
        errorHandler={(message: string) => console.warn('Ketcher:', message)}
        onInit={(ketcher: Ketcher) => {
          onReady(ketcher);
          if (initial) void ketcher.setMolecule(initial);
        }}
      />
    </div>
  );
}
