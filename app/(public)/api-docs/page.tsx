import type { Metadata } from 'next';
import { buildOpenApiDocument } from '@/lib/server/core/openapi';
import { ALL_ROUTES } from '@/lib/server/routes';
import { OperationDetails, type Operation } from '@/components/api-docs/OperationDetails';

export const metadata: Metadata = { title: '开放接口文档' };

/** A readable rendering of /api/openapi.json: one card per call, plain server HTML in the public frame (the same at every build). */
export default function ApiDocsPage() {
  const document = buildOpenApiDocument(ALL_ROUTES.map((route) => route.contract));
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
  );
  const entities = Object.keys(document.components.schemas);
  return (
    <div className="pub-stack api-docs">
      <div>
        <h1 className="page-title">ChemMart 开放接口</h1>
        <p>
          所有接口返回信封 <code>{'{ code, msg, data }'}</code>，code 为 0 表示成功，其它取值见错误码目录。 浏览器的每个请求带请求头 <code>time</code>
          （Unix 秒）和 <code>sign</code>（MD5(密钥前缀 + time)）， 登录后再带 <code>Authorization: Bearer &lt;token&gt;</code>。机器可读版本：
          <a href="/api/openapi.json">/api/openapi.json</a>（OpenAPI 3.1）。
        </p>
        <p>
          采购系统与卖家软件请用 <strong>API 密钥</strong>（会员中心 → API 密钥）：每个请求带 <code>X-Api-Key</code>、<code>X-Api-Timestamp</code>、
          <code>X-Api-Nonce</code> 与 HMAC-SHA256 签名 <code>X-Api-Signature</code>，只能调用标有“密钥权限”的接口。每个接口有唯一的 <code>operationId</code>
          ；金额一律为整数“分”（人民币）。仓库中的 TypeScript 客户端 <code>lib/api-client</code> 由本文档生成，说明见 <code>docs/integration.md</code>。
        </p>
        <p>
          共享的数据结构（<code>components/schemas</code>）：
          {entities.map((name, index) => (
            <span key={name}>
              {index > 0 ? '、' : ' '}
              <code>{name}</code>
            </span>
          ))}
          。
        </p>
      </div>
      {operations.map(({ path, method, op }) => (
        <section key={`${method} ${path}`} className="pub-card" aria-label={`${method.toUpperCase()} ${path}`}>
          <h2 className="pub-tags" style={{ alignItems: 'center' }}>
            <span className={`pub-tag pub-tag--${method === 'get' ? 'blue' : 'green'}`}>{method.toUpperCase()}</span>
            <span className="mono">{path}</span>
            {op['x-auth'] !== 'public' && <span className="pub-tag pub-tag--orange">需登录</span>}
            {op['x-api-key-scope'] && <span className="pub-tag pub-tag--blue">{`密钥权限：${op['x-api-key-scope']}`}</span>}
          </h2>
          <div className="pub-card__body">
            <p style={{ marginTop: 0 }}>
              {op.summary} <span className="mono">{`operationId: ${op.operationId}`}</span>
            </p>
            <OperationDetails op={op} schemas={document.components.schemas as Record<string, object>} />
          </div>
        </section>
      ))}
    </div>
  );
}
