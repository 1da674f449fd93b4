'use client';
import { addressRows, type Address } from '@/lib/api/addresses';
import { MAX_ADDRESSES_PER_MEMBER } from '@/lib/shared/address-rules';
import { AddressForm } from './AddressForm';
import { MemberRowsModal, type MemberRowsTexts } from './MemberRowsModal';

export type AddressModalProps = {
  open: boolean;
  /** The address currently chosen (highlighted in the list). */
  selectedId: number | null;
  onSelect: (address: Address) => void;
  onClose: () => void;
};

/** One line a person recognises their address by. */
export function addressLine(address: Address): string {
  return `${address.areaLabel} ${address.detail}`;
}

export const ADDRESS_TEXTS: MemberRowsTexts = {
  label: '收货地址',
  title: { choose: '选择收货地址', add: '新增收货地址', edit: '编辑收货地址' },
  addButton: '新增地址',
  empty: '还没有收货地址',
  added: '地址已添加',
  saved: '地址已保存',
  deleted: '地址已删除',
  count: (total, max) => (total >= max ? `最多保存 ${max} 个地址` : `已保存 ${total} / ${max} 个`),
  deleteDefaultNote: '这是默认地址，删除后最近修改的另一个地址将成为默认地址',
};

/**
 * The buyer's receipt addresses (spec: addressModal): choose one, add, edit,
 * delete (confirmed) or make one the default. Choosing closes the modal;
 * a newly added address is chosen at once.
 */
export function AddressModal({ onSelect, ...props }: AddressModalProps) {
  return (
    <MemberRowsModal<Address>
      {...props}
      onSelect={(address) => address && onSelect(address)}
      rows={addressRows}
      max={MAX_ADDRESSES_PER_MEMBER}
      texts={ADDRESS_TEXTS}
      renderItem={(a) => (
        <>
          <strong>{a.receiver}</strong> <span className="muted">{a.phone}</span>
          <div>{addressLine(a)}</div>
        </>
      )}
      renderForm={({ row, onSaved, onCancel }) => <AddressForm address={row} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
