'use client';
import { AutoComplete } from 'antd';
import { useEffect, useState } from 'react';
import { ProductName } from '@/components/catalog/ProductName';
import { call } from '@/lib/api/client';
import { CasNumber } from '@/components/layout/IdNumber';
import { searchContract } from '@/lib/contracts/catalog/calls';

export type PickedSubstance = { cas: string; name: string };

/** Product name with autocomplete from the catalog (GET /api/search by CAS, name or formula). */
export function SubstancePicker({
  value,
  onChange,
  onPick,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  onPick: (s: PickedSubstance) => void;
  id?: string;
}) {
  const [options, setOptions] = useState<{ value: string; label: React.ReactNode; hit: PickedSubstance }[]>([]);
  const [term, setTerm] = useState('');
  useEffect(() => {
    const keyword = term.trim();
    if (keyword.length < 2) return;
    let live = true;
    const timer = window.setTimeout(() => {
      call(searchContract, { keyword, page: 1, pageSize: 8 }, { noErrorModal: true })
        .then((r) => {
          if (!live) return;
          setOptions(
            r.list.map((h) => ({
              value: `${h.cas}`,
              hit: { cas: h.cas, name: h.nameZh ?? h.name },
              label: (
                <span>
                  <ProductName name={h.name} nameZh={h.nameZh} /> <CasNumber cas={h.cas} muted /> {h.formula && <span className="muted">{h.formula}</span>}
                  {h.offerCount > 0 && <span className="muted"> · {h.offerCount} 个在售</span>}
                </span>
              ),
            })),
          );
        })
        .catch(() => live && setOptions([]));
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [term]);
  return (
    <AutoComplete
      id={id}
      value={value}
      options={term.trim().length < 2 ? [] : options}
      onSearch={setTerm}
      onChange={(v: string) => {
        const picked = options.find((o) => o.value === v);
        if (picked) {
          onChange?.(picked.hit.name);
          onPick(picked.hit);
        } else onChange?.(v);
      }}
      placeholder="输入 CAS 号、名称或分子式，从目录中选择"
      maxLength={100}
      style={{ width: '100%' }}
    />
  );
}
