'use client';

/** Last resort when the root layout itself fails: no antd, no providers, plain HTML. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="zh-CN">
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', paddingTop: 80 }}>
        <h1>Sorry, 服务器出错啦...</h1>
        {error.digest && <p>错误编号：{error.digest}</p>}
        <button type="button" onClick={() => window.history.back()}>
          返回上一页
        </button>
      </body>
    </html>
  );
}
