'use client';
import { Cascader, Flex, Form, Input } from 'antd';
import { addressRows, type Address } from '@/lib/api/addresses';
import { AREA_HINT, DETAIL_MAX, DETAIL_MIN, normalizeContactPhone, PHONE_HINT, POSTCODE_RULE, RECEIVER_MAX, resolveAreaPath } from '@/lib/shared/address-rules';
import { AREA_OPTIONS, type AreaOption } from '@/lib/shared/area';
import { MemberRowFormFooter, useMemberRowSave } from './member-row-form';

type Values = { receiver: string; phone: string; areaCodes: string[]; detail: string; postcode?: string; isDefault: boolean };

const FIELDS = ['receiver', 'phone', 'areaCodes', 'detail', 'postcode', 'isDefault'] as const;

type AddressFormProps = {
  /** The address being edited; none for a new one. */
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
};

/** Typing "天河" finds 广东省 / 广州市 / 天河区. */
const searchArea = (input: string, path: AreaOption[]) => path.some((o) => o.label.includes(input.trim()));

/**
 * One receipt address, new or edited. The rules are the API's own (shared
 * code), so most mistakes show before sending; what the server still refuses
 * lands under its field, and the typed values stay in the form.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const [form] = Form.useForm<Values>();
  const { save, failure, busy } = useMemberRowSave(addressRows, form, FIELDS, address, onSaved);
  const submit = (values: Values) => save({ ...values, postcode: values.postcode?.trim() || null });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={
        address
          ? {
              receiver: address.receiver,
              phone: address.phone,
              areaCodes: address.areaCodes,
              detail: address.detail,
              postcode: address.postcode ?? '',
              isDefault: address.isDefault,
            }
          : { receiver: '', phone: '', areaCodes: [], detail: '', postcode: '', isDefault: false }
      }
    >
      <Flex gap={12} wrap>
        <Form.Item
          name="receiver"
          label="收货人"
          style={{ flex: '1 1 160px' }}
          rules={[
            { required: true, whitespace: true, message: '请填写收货人' },
            { max: RECEIVER_MAX, message: `收货人不能超过 ${RECEIVER_MAX} 个字` },
          ]}
        >
          <Input maxLength={RECEIVER_MAX} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label="电话"
          style={{ flex: '1 1 180px' }}
          rules={[
            { required: true, whitespace: true, message: '请填写收货人电话' },
            { validator: (_, v: string) => (!v || normalizeContactPhone(v) ? Promise.resolve() : Promise.reject(new Error(PHONE_HINT))) },
          ]}
        >
          <Input inputMode="tel" autoComplete="tel" placeholder="手机号或 020-12345678" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="areaCodes"
        label="所在地区"
        rules={[
          { required: true, type: 'array', min: 1, message: '请选择所在地区' },
          { validator: (_, v: string[]) => (!v?.length || resolveAreaPath(v) ? Promise.resolve() : Promise.reject(new Error(AREA_HINT))) },
        ]}
      >
        <Cascader<AreaOption> options={AREA_OPTIONS} placeholder="省 / 市 / 区县" showSearch={{ filter: searchArea }} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="detail"
        label="详细地址"
        rules={[
          { required: true, whitespace: true, message: '请填写详细地址' },
          { min: DETAIL_MIN, message: `详细地址至少 ${DETAIL_MIN} 个字（街道、门牌号等）` },
          { max: DETAIL_MAX, message: `详细地址不能超过 ${DETAIL_MAX} 个字` },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={DETAIL_MAX} showCount placeholder="街道、门牌号、楼栋房间" />
      </Form.Item>
      <Form.Item name="postcode" label="邮政编码（选填）" rules={[{ pattern: POSTCODE_RULE, message: '邮政编码应为 6 位数字' }]} style={{ maxWidth: 200 }}>
        <Input inputMode="numeric" maxLength={6} autoComplete="postal-code" />
      </Form.Item>
      <MemberRowFormFooter row={address} defaultLabel="设为默认地址" saveLabel="保存地址" failure={failure} busy={busy} onCancel={onCancel} />
    </Form>
  );
}
