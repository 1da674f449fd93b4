'use client';
import type { ColumnsType } from 'antd/es/table';
import { addressRows, type Address } from '@/lib/api/addresses';
import { MAX_ADDRESSES_PER_MEMBER } from '@/lib/shared/address-rules';
import { AddressForm } from './AddressForm';
import { ADDRESS_TEXTS, addressLine } from './AddressModal';
import { MemberRowsPage } from './MemberRowsPage';

const COLUMNS: ColumnsType<Address> = [
  { title: '收货人', dataIndex: 'receiver', key: 'receiver', width: 110 },
  { title: '电话', dataIndex: 'phone', key: 'phone', width: 140 },
  { title: '所在地区', dataIndex: 'areaLabel', key: 'area', width: 180 },
  { title: '详细地址', dataIndex: 'detail', key: 'detail' },
  { title: '邮编', key: 'postcode', width: 80, render: (_, a) => a.postcode ?? '—' },
];

/** /member/account/receiptAddress/:page — the member's receipt addresses (spec: AddAddress with the area cascader). */
export function AddressBook({ page, pageSize }: { page: number; pageSize: number }) {
  return (
    <MemberRowsPage<Address>
      heading="收货地址"
      intro="下单时默认使用默认地址，也可在下单页改选。"
      testId="address-book"
      rows={addressRows}
      basePath="/member/account/receiptAddress"
      page={page}
      pageSize={pageSize}
      max={MAX_ADDRESSES_PER_MEMBER}
      texts={ADDRESS_TEXTS}
      limitNote={`每位会员最多保存 ${MAX_ADDRESSES_PER_MEMBER} 个收货地址，已达上限。请先删除不再使用的地址，再新增。`}
      columns={COLUMNS}
      renderCard={(a) => (
        <>
          <strong>{a.receiver}</strong> <span className="muted">{a.phone}</span>
          <div>{addressLine(a)}</div>
          {a.postcode && <div className="muted">邮编 {a.postcode}</div>}
        </>
      )}
      renderForm={({ row, onSaved, onCancel }) => <AddressForm address={row} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
