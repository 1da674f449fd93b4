import { Alert, Tag } from 'antd';
import type { ListResult, RestrictionResult } from '@/lib/contracts/regulated/schema';
import { CasNumber } from '@/components/layout/IdNumber';

const COLOR: Record<ListResult['key'], string> = {
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
 * must provide. Plain markup and named antd imports only: it renders in a
 * server component (no hooks, no dotted components).
 */
export function RegulatedBadges({ result }: { result: RestrictionResult }) {
  const onLists = result.lists.filter((l) => l.onList);
  const incomplete = result.lists.filter((l) => !l.onList && !l.complete);
  return (
    <section aria-label="管制信息" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {onLists.length > 0 ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {onLists.map((list) => (
            <Tag key={list.key} color={COLOR[list.key]} title={entryLine(list)}>
              {badgeLabel(list)}
            </Tag>
          ))}
        </div>
      ) : (
        <div>
          <Tag color="green">未列入本站收录的管制名录</Tag>
        </div>
      )}
      {result.requirements.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="购买须知"
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {result.requirements.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
        />
      )}
      {incomplete.length > 0 && (
        <Alert type="info" showIcon title={`本站未完整收录：${incomplete.map((l) => l.source.document).join('、')}，未找到不代表未列入。`} />
      )}
      <div className="muted" style={{ fontSize: 12 }}>
        按 CAS 号 <CasNumber cas={result.cas} /> 精确匹配；盐类、水合物、溶液及混合物须另行核实。
      </div>
    </section>
  );
}

/** The short tags alone, for lists (the list inquiry's matrix): only the lists a substance is on. */
export function RegulatedTags({ lists }: { lists: { key: string; name: string }[] }) {
  if (lists.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }} aria-label="管制名录">
      {lists.map((l) => (
        <Tag key={l.key} color={COLOR[l.key as ListResult['key']] ?? 'orange'} style={{ marginInlineEnd: 0 }}>
          {l.key === 'explosive_precursor' ? '易制爆' : l.key === 'precursor' ? '易制毒' : l.name}
        </Tag>
      ))}
    </span>
  );
}
