import type { ListResult, RestrictionResult } from '@/lib/contracts/regulated/schema';
import { CasNumber } from '@/components/layout/IdNumber';

export const REGULATED_COLOR: Record<ListResult['key'], string> = {
  precursor: 'volcano',
  explosive_precursor: 'red',
  highly_toxic: 'magenta',
  hazardous: 'orange',
};

const CATEGORY_NAME: Record<string, string> = { '1': '第一类', '2': '第二类', '3': '第三类' };

/** The short label of one list the substance is on, e.g. "易制毒 第三类", "剧毒化学品". */
export function badgeLabel(list: ListResult): string {
  if (list.key === 'precursor') return `易制毒 ${CATEGORY_NAME[list.category ?? ''] ?? ''}`.trim();
  if (list.key === 'explosive_precursor') return '易制爆';
  return list.name;
}

function entryLine(list: ListResult): string {
  const parts = [list.source.document];
  if (list.item) parts.push(list.key === 'hazardous' || list.key === 'highly_toxic' ? `序号 ${list.item}` : `第 ${list.item} 项`);
  if (list.entryName) parts.push(list.entryName);
  return parts.join(' · ');
}

/**
 * The regulated-substance lists a product is on, as tags, with what a buyer
 * must provide. Plain markup (no antd): it renders on the public product
 * page, which ships no antd.
 */
export function RegulatedBadges({ result }: { result: RestrictionResult }) {
  const onLists = result.lists.filter((l) => l.onList);
  const incomplete = result.lists.filter((l) => !l.onList && !l.complete);
  return (
    <section aria-label="管制信息" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {onLists.length > 0 ? (
        <div className="pub-tags">
          {onLists.map((list) => (
            <span key={list.key} className={`pub-tag pub-tag--${REGULATED_COLOR[list.key]}`} title={entryLine(list)}>
              {badgeLabel(list)}
            </span>
          ))}
        </div>
      ) : (
        <div>
          <span className="pub-tag pub-tag--green">未列入本站收录的管制名录</span>
        </div>
      )}
      {result.requirements.length > 0 && (
        <div className="pub-alert" role="note">
          <strong>购买须知</strong>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {result.requirements.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {incomplete.length > 0 && (
        <div className="pub-alert pub-alert--info" role="note">
          本站未完整收录：{incomplete.map((l) => l.source.document).join('、')}，未找到不代表未列入。
        </div>
      )}
      <div className="muted" style={{ fontSize: 12 }}>
        按 CAS 号 <CasNumber cas={result.cas} /> 精确匹配；盐类、水合物、溶液及混合物须另行核实。
      </div>
    </section>
  );
}
