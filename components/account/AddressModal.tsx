'use client';
import { App, Button, Flex, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { MAX_ADDRESSES_PER_MEMBER } from '@/lib/shared/address-rules';
import { useAddresses, useDeleteAddress, useRefreshAddresses, useSetDefaultAddress, type Address } from '@/lib/api/addresses';
import { AddressForm } from './AddressForm';
import { ChoiceList, EmptyChoices } from './ChoiceList';
import { useModalLayout } from './modal-layout';

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

/**
 * The buyer's receipt addresses (spec: addressModal): choose one, add, edit,
 * delete (confirmed) or make one the default. Choosing closes the modal;
 * a newly added address is chosen at once.
 */
export function AddressModal({ open, selectedId, onSelect, onClose }: AddressModalProps) {
  const { message } = App.useApp();
  const { data, error, isLoading, mutate } = useAddresses(open);
  const refresh = useRefreshAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const layout = useModalLayout(640);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);

  // Opening again starts from the list, not from a form left half-done.
  useEffect(() => {
    if (!open) setEditing(null);
  }, [open]);

  const total = data?.total ?? 0;
  const full = total >= MAX_ADDRESSES_PER_MEMBER;

  const saved = async (address: Address) => {
    const wasNew = editing === 'new';
    setEditing(null);
    await refresh();
    if (wasNew || address.id === selectedId) onSelect(address);
    void message.success(wasNew ? '地址已添加' : '地址已保存');
  };

  const deleteAddress = async (address: Address) => {
    try {
      await remove.execute({ id: address.id });
      await refresh();
      void message.success('地址已删除');
    } catch {
      // Toasted by the client; the list stays as it was.
    }
  };
  const setDefault = async (address: Address) => {
    try {
      await makeDefault.execute({ id: address.id });
      await refresh();
    } catch {
      // Toasted by the client; the list stays as it was.
    }
  };

  const title = editing === 'new' ? '新增收货地址' : editing ? '编辑收货地址' : '选择收货地址';
  const footer = editing ? null : (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <span className="muted" style={{ fontSize: 13 }}>
        {full ? `最多保存 ${MAX_ADDRESSES_PER_MEMBER} 个地址` : `已保存 ${total} / ${MAX_ADDRESSES_PER_MEMBER} 个`}
      </span>
      <Button type="primary" disabled={full} onClick={() => setEditing('new')}>
        新增地址
      </Button>
    </Flex>
  );

  return (
    <Modal open={open} title={title} onCancel={onClose} footer={footer} destroyOnHidden {...layout}>
      {editing ? (
        <AddressForm key={editing === 'new' ? 'new' : editing.id} address={editing === 'new' ? undefined : editing} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <ChoiceList<Address>
          label="收货地址"
          items={data?.list}
          loading={isLoading}
          failed={Boolean(error)}
          onRetry={() => void mutate()}
          empty={<EmptyChoices text="还没有收货地址" actionText="新增地址" onAction={() => setEditing('new')} />}
          selectedId={selectedId}
          onChoose={(address) => {
            if (!address) return;
            onSelect(address);
            onClose();
          }}
          renderItem={(a) => (
            <>
              <strong>{a.receiver}</strong> <span className="muted">{a.phone}</span>
              <div>{addressLine(a)}</div>
            </>
          )}
          onEdit={setEditing}
          onDelete={deleteAddress}
          onMakeDefault={setDefault}
          deleteDefaultNote="这是默认地址，删除后最近修改的另一个地址将成为默认地址"
        />
      )}
    </Modal>
  );
}
