'use client';
import { useRouter } from 'next/navigation';
import { useRef, type FormEvent } from 'react';
import { PICTOGRAM_CODES, PICTOGRAMS } from '@/lib/shared/ghs-pictograms';
import { categoryListingPath, searchResultsPath, type SearchFilterParams } from '@/lib/shared/highlight';

const PURITY_CHOICES = [
  { value: '95', label: '≥ 95%' },
  { value: '98', label: '≥ 98%' },
  { value: '99', label: '≥ 99%' },
  { value: '99.5', label: '≥ 99.5%' },
  { value: '99.9', label: '≥ 99.9%' },
  { value: 'GR', label: '优级纯 GR' },
  { value: 'AR', label: '分析纯 AR' },
];

type Props = {
  /** The search's keyword; absent on a category listing, where the category is the page and choosing another opens it. */
  keyword?: string;
  filters: SearchFilterParams;
  categories: { slug: string; name: string }[];
  sellers: { id: number; name: string }[];
};

function readForm(form: HTMLFormElement): SearchFilterParams {
  const data = new FormData(form);
  const text = (name: string) => (data.get(name) as string | null) || undefined;
  const sellerId = Number(data.get('sellerId'));
  return {
    category: text('category'),
    purity: text('purity'),
    sellerId: sellerId > 0 ? sellerId : undefined,
    inStock: data.get('inStock') === '1',
    hazard: text('hazard'),
  };
}

/**
 * Narrows the results: a plain GET form whose 筛选 button submits it (also
 * without JavaScript). With JavaScript a choice made with the pointer, or the
 * 只看有货 box, opens page 1 of the narrowed results at once; arrowing through
 * a select with the keyboard does not (each arrow would open a page and lose
 * the focus), the visitor presses 筛选. The URL keeps the filters.
 */
export function SearchFilters({ keyword, filters, categories, sellers }: Props) {
  const router = useRouter();
  // Whether the last thing that touched the form was the keyboard.
  const byKeyboard = useRef(false);
  const open = (next: SearchFilterParams) => {
    if (keyword !== undefined) router.push(searchResultsPath(keyword, 1, next));
    else if (next.category) router.push(categoryListingPath(next.category, 1, next));
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const changed = event.target as HTMLElement;
    if (changed instanceof HTMLSelectElement && byKeyboard.current) return;
    open(readForm(event.currentTarget));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    open(readForm(event.currentTarget));
  };
  const action = keyword !== undefined ? searchResultsPath(keyword) : categoryListingPath(filters.category ?? '');
  return (
    // Keyed by the filters: after the page changes, the fields show what it was opened with.
    <form
      key={JSON.stringify(filters)}
      className="search-filters"
      aria-label="筛选"
      action={action}
      method="get"
      onChange={onChange}
      onSubmit={onSubmit}
      onKeyDown={() => (byKeyboard.current = true)}
      onPointerDown={() => (byKeyboard.current = false)}
    >
      <select name="category" aria-label="分类" defaultValue={filters.category ?? ''}>
        {keyword !== undefined && <option value="">全部分类</option>}
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      <select name="purity" aria-label="纯度" defaultValue={filters.purity ?? ''}>
        <option value="">纯度不限</option>
        {PURITY_CHOICES.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </select>
      <select name="sellerId" aria-label="卖家" defaultValue={filters.sellerId ? String(filters.sellerId) : ''}>
        <option value="">全部卖家</option>
        {sellers.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      <select name="hazard" aria-label="危险品标签" defaultValue={filters.hazard ?? ''}>
        <option value="">危险品标签不限</option>
        <option value="none">无危险品标签</option>
        {PICTOGRAM_CODES.map((code) => (
          <option key={code} value={code}>
            含 {code} {PICTOGRAMS[code]}
          </option>
        ))}
      </select>
      <label className="search-filters__check">
        <input type="checkbox" name="inStock" value="1" defaultChecked={Boolean(filters.inStock)} /> 只看有货
      </label>
      <button type="submit" className="pub-button pub-button--small pub-button--ghost">
        筛选
      </button>
    </form>
  );
}
