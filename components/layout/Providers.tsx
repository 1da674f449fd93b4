'use client';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Suspense, useEffect, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { configureApiClient } from '@/lib/api/client';
import { APP_THEME } from '@/lib/shared/theme';
import { NavigationProgress } from './NavigationProgress';
import { PageToasts } from './PageToasts';
import { SignedInProvider } from './session';
import { ViewportProvider } from './viewport';

/** Routes the client's toasts and modals through antd's themed App context. */
function ApiFeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    configureApiClient({
      feedback: {
        toast: (text) => void message.error(text),
        modal: (title, content) => void modal.error({ title, content }),
      },
    });
  }, [message, modal]);
  return null;
}

type ProvidersProps = {
  signSecret: string;
  /** SWR fallback: the reference data loaded at start (units, invoice categories). */
  fallback: Record<string, unknown>;
  initialMobile: boolean;
  /** A session cookie came with the request. */
  signedIn: boolean;
  children: ReactNode;
};

export function Providers({ signSecret, fallback, initialMobile, signedIn, children }: ProvidersProps) {
  configureApiClient({ signSecret });
  return (
    <ConfigProvider locale={zhCN} theme={APP_THEME}>
      <App>
        <ApiFeedbackBridge />
        <PageToasts />
        <SWRConfig value={{ fallback }}>
          <SignedInProvider signedIn={signedIn}>
            <ViewportProvider initialMobile={initialMobile}>
              <Suspense>
                <NavigationProgress />
              </Suspense>
              {children}
            </ViewportProvider>
          </SignedInProvider>
        </SWRConfig>
      </App>
    </ConfigProvider>
  );
}
