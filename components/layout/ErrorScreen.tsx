'use client';
import { useRouter } from 'next/navigation';

const MESSAGES = { 404: 'Sorry, 您的页面走丢了...', 500: 'Sorry, 服务器出错啦...' } as const;

/** The spec's error screen: 404 or 500, with a way back to the previous page. Plain markup, for every frame. */
export function ErrorScreen({ status, detail }: { status: 404 | 500; detail?: string }) {
  const router = useRouter();
  const goBack = () => (window.history.length > 1 ? router.back() : router.push('/'));
  return (
    <section className="status-screen">
      <p className="status-screen__code" aria-hidden="true">
        {status}
      </p>
      <h1 className="status-screen__title">{MESSAGES[status]}</h1>
      {detail && <p className="status-screen__detail">{detail}</p>}
      <button type="button" className="pub-button" onClick={goBack}>
        返回上一页
      </button>
    </section>
  );
}
