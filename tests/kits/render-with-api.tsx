import { cleanup, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { App } from 'antd';
import { HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { configureApiClient } from '@/lib/api/client';
import { shimJsdom } from '@/tests/jsdom-shims';

/**
 * The stand-in API for component tests. Vitest loads modules afresh for each
 * test file, so this is one server per file, started by `startApiServer`.
 */
export const apiServer: SetupServer = setupServer();

export interface ApiServerOptions {
  /** Handlers every test of the file starts with; `apiServer.use` or `renderWithApi` add per-test ones. */
  handlers?: RequestHandler[];
  /** 'bypass' for tests whose components also ask things the test does not care about. */
  onUnhandledRequest?: 'error' | 'bypass';
  /**
   * The API client's signing secret and feedback (toasts, modals, sign-in redirect).
   * `false` leaves the client alone, for tests that render `Providers`, which configures it.
   */
  client?: false | { signSecret?: string; feedback?: { toast?: () => void; modal?: () => void; goToLogin?: () => void } };
}

/** A silent toast/modal/sign-in feedback, so an API refusal in a test does not need a browser. */
export function silentFeedback() {
  return { toast: vi.fn(), modal: vi.fn(), goToLogin: vi.fn() };
}

/**
 * Registers the file's hooks: jsdom shims, the API client, the server listening
 * for the whole file, and after each test an unmounted tree and the file's own
 * handlers back in place.
 */
export function startApiServer(options: ApiServerOptions = {}): SetupServer {
  // msw's resetHandlers() goes back to the handlers given to setupServer, which this shared server has none of.
  const fileHandlers = options.handlers ?? [];
  beforeAll(() => {
    shimJsdom();
    if (options.client !== false) {
      configureApiClient({ signSecret: options.client?.signSecret ?? 's', feedback: options.client?.feedback ?? silentFeedback() });
    }
    apiServer.resetHandlers(...fileHandlers);
    apiServer.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'error' });
  });
  afterEach(() => {
    cleanup();
    apiServer.resetHandlers(...fileHandlers);
  });
  afterAll(() => apiServer.close());
  return apiServer;
}

/** The API's envelope around a success. */
export const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });
/** The API's envelope around a refusal. */
export const refusal = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null });

export interface ApiWrapperOptions {
  /** Extra SWR settings (a fallback, say); the cache is always fresh and deduping off. */
  swr?: SWRConfiguration;
  /** Providers that go inside the SWR one (a signed-in state, say). */
  inner?: ComponentType<{ children: ReactNode }>;
  /** Cache shared by several renders of one test; a new one otherwise. */
  cache?: Map<string, unknown>;
  /** Leave out antd's `<App>` (for hooks that need no messages or modals). */
  noAntdApp?: boolean;
}

/** antd's App (for messages and modals) around SWR with a cache of its own, so tests do not see each other's answers. */
export function apiWrapper(options: ApiWrapperOptions = {}): ComponentType<{ children: ReactNode }> {
  const cache = options.cache ?? new Map<string, unknown>();
  const Inner = options.inner;
  return function ApiWrapper({ children }: { children: ReactNode }) {
    const swr = (
      <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0, ...options.swr }}>{Inner ? <Inner>{children}</Inner> : children}</SWRConfig>
    );
    return options.noAntdApp ? swr : <App>{swr}</App>;
  };
}

export interface RenderWithApiOptions extends ApiWrapperOptions {
  /** This test's answers, on top of the file's. */
  handlers?: RequestHandler[];
  render?: Omit<RenderOptions, 'wrapper'>;
}

export type RenderWithApiResult = RenderResult & { server: SetupServer };

/** Renders `ui` against the stand-in API (see `startApiServer`) inside `apiWrapper`. */
export function renderWithApi(ui: ReactElement, options: RenderWithApiOptions = {}): RenderWithApiResult {
  if (options.handlers?.length) apiServer.use(...options.handlers);
  const result = render(ui, { ...options.render, wrapper: apiWrapper(options) });
  return { ...result, server: apiServer };
}
