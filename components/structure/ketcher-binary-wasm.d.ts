// ketcher-standalone's `binaryWasmNoRender` entry has the same exports as the package root; its exports map names no types for it.
declare module 'ketcher-standalone/dist/binaryWasmNoRender' {
  export { StandaloneStructServiceProvider } from 'ketcher-standalone';
}
