'use client';
import { useState, type FormEvent } from 'react';
import type { Company, CompanyPage } from '@/lib/api/merchandising';
import { isValidCreditCode } from '@/lib/shared/credit-code';

const MIN_KEYWORD = 2;

/** What the box says before asking the server: the same rules as GET /api/company_check. */
export function keywordProblem(keyword: string): string | null {
  if (keyword.length < MIN_KEYWORD) return '请输入至少 2 个字的企业名称，或 18 位统一社会信用代码';
  if (/^[0-9A-Za-z]{18}$/.test(keyword) && !isValidCreditCode(keyword)) return '统一社会信用代码不正确：应为 18 位，末位为校验码';
  return null;
}

function CompanyRow({ company }: { company: Company }) {
  const roles = [company.roles.seller && '卖家', company.roles.buyer && '买家'].filter(Boolean).join('、');
  return (
    <li className="company-check__item">
      <div className="pub-tags" style={{ marginBottom: 4, alignItems: 'center' }}>
        <strong style={{ wordBreak: 'break-all' }}>{company.organisationName}</strong>
        {company.verified ? (
          <span className="pub-tag pub-tag--green">已认证</span>
        ) : (
          <span className="pub-tag">{company.profileComplete ? '执照未上传' : '资料待完善'}</span>
        )}
        {company.directSupplier && <span className="pub-tag pub-tag--blue">厂家直供</span>}
      </div>
      <div className="muted" style={{ fontSize: 13 }}>
        <div>
          统一社会信用代码 <span className="mono">{company.creditCode ?? '未填写'}</span>
        </div>
        <div>
          {roles || '未选择身份'}
          {company.roles.seller && ` · 在售 ${company.onShelfGoods} 件`} · {company.memberSince.slice(0, 10)} 入驻
        </div>
      </div>
    </li>
  );
}

type Answer = { state: 'idle' } | { state: 'asking' } | { state: 'problem'; message: string } | { state: 'found'; page: CompanyPage };

/**
 * 企业核验: is this supplier or buyer an organisation registered here, and
 * has it shown us its licence? By name (2+ characters) or by the full
 * unified social credit code. Plain markup: it sits on public pages, and the
 * request client loads with the first question.
 */
export function CompanyCheck() {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer>({ state: 'idle' });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    const problem = keywordProblem(keyword);
    if (problem) {
      setAnswer({ state: 'problem', message: problem });
      return;
    }
    setAnswer({ state: 'asking' });
    try {
      const { checkCompany } = await import('@/components/public/public-api');
      setAnswer({ state: 'found', page: await checkCompany(keyword) });
    } catch (e) {
      setAnswer({ state: 'problem', message: (e as Error).message || '查询失败，请稍后重试' });
    }
  };

  return (
    <section className="pub-card" data-testid="company-check" aria-labelledby="company-check-title">
      <h2 id="company-check-title">企业核验</h2>
      <div className="pub-card__body">
        <form className="company-check__form" role="search" onSubmit={(e) => void search(e)}>
          <input
            type="search"
            aria-label="企业名称或统一社会信用代码"
            placeholder="企业名称或统一社会信用代码"
            value={text}
            maxLength={60}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="pub-button" disabled={answer.state === 'asking'}>
            查询
          </button>
        </form>
        <div aria-live="polite">
          {answer.state === 'asking' && <p className="muted">查询中…</p>}
          {answer.state === 'problem' && (
            <p className="pub-alert" role="alert" style={{ marginTop: 12, marginBottom: 0 }}>
              {answer.message}
            </p>
          )}
          {answer.state === 'found' &&
            (answer.page.total === 0 ? (
              <p className="muted" style={{ marginBottom: 0 }}>
                未找到在本站注册的该企业
              </p>
            ) : (
              <>
                <p className="muted" style={{ margin: '12px 0 4px' }}>
                  找到 {answer.page.total} 家在本站注册的机构
                </p>
                <ul className="company-check__list">
                  {answer.page.list.map((company) => (
                    <CompanyRow key={company.memberId} company={company} />
                  ))}
                </ul>
              </>
            ))}
        </div>
      </div>
    </section>
  );
}
