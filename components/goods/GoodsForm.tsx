'use client';
import { App, Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useUnits } from '@/lib/api/catalog';
import { createGoods, lookupCas, updateGoods, type CasLookup, type GoodsDetail } from '@/lib/api/goods';
import { toastOnNextPage } from '@/components/layout/PageToasts';
import { CoaUploadButton } from './CoaUploadButton';
import { CurrentSds, EMPTY_SDS_DRAFT, SdsFields, sheetInputOf, type SdsDraft } from './SdsFields';
import { numberRange } from '@/components/form/number-rules';

type PackValues = { packSize: number; unitCode: string; priceYuan: number; stock: number };
type FormValues = {
  cas: string;
  name?: string;
  formula?: string;
  smiles?: string;
  purity: string;
  brand?: string;
  leadTimeDays: number;
  storageConditions?: string;
  lotNumber?: string;
  packs: PackValues[];
};

const yuanToCents = (yuan: number) => Math.round(yuan * 100);

/** What the catalog says about the CAS number, with its drawing; or the fields a new substance needs. */
function SubstancePanel({ lookup }: { lookup: CasLookup | null }) {
  if (!lookup) return null;
  if (!lookup.known) {
    return (
      <>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`目录中还没有 CAS ${lookup.cas}`}
          description="请填写产品名称（可加分子式和 SMILES 结构式）。新物质随商品一起审核，通过后买家即可按名称和结构搜到它。"
        />
        <Form.Item name="name" label="产品名称" rules={[{ required: true, whitespace: true, message: '请填写产品名称' }, { max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="formula" label="分子式" rules={[{ max: 100 }]}>
              <Input placeholder="如 C9H8O4" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="smiles" label="SMILES" extra="服务器用 RDKit 校验并规范化，计算 InChIKey" rules={[{ max: 800 }]}>
              <Input placeholder="如 CC(=O)Oc1ccccc1C(=O)O" maxLength={800} className="mono" />
            </Form.Item>
          </Col>
        </Row>
      </>
    );
  }
  return (
    <div className="goods-substance" data-testid="cas-identity">
      {lookup.svg && <div className="goods-substance__svg" dangerouslySetInnerHTML={{ __html: lookup.svg }} />}
      <dl>
        <dt>名称</dt>
        <dd>
          {lookup.name}
          {lookup.nameZh ? ` / ${lookup.nameZh}` : ''}
        </dd>
        <dt>分子式</dt>
        <dd>{lookup.formula ?? '—'}</dd>
        <dt>分子量</dt>
        <dd>{lookup.molecularWeight ?? '—'}</dd>
      </dl>
    </div>
  );
}

/** Create goods (several pack sizes) or edit one pack of an existing offer. */
export function GoodsForm({ detail }: { detail?: GoodsDetail }) {
  const [form] = Form.useForm<FormValues>();
  const router = useRouter();
  const { message } = App.useApp();
  const { data: units } = useUnits();
  const [lookup, setLookup] = useState<CasLookup | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const [coa, setCoa] = useState<{ id: number; name: string } | null>(detail?.coa ?? null);
  const [sds, setSds] = useState<SdsDraft>(EMPTY_SDS_DRAFT);
  const [saving, setSaving] = useState(false);
  const editing = detail !== undefined;

  const findCas = async (cas = form.getFieldValue('cas') as string) => {
    if (!cas?.trim()) return;
    setLookingUp(true);
    try {
      const found = await lookupCas(cas.trim());
      setLookup(found);
      form.setFieldValue('cas', found.cas);
      form.setFields([{ name: 'cas', errors: [] }]);
    } catch (error) {
      setLookup(null);
      form.setFields([{ name: 'cas', errors: [(error as Error).message] }]);
    } finally {
      setLookingUp(false);
    }
  };

  useEffect(() => {
    if (detail) void findCas(detail.cas);
    // The lookup runs once for the goods being edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail?.goodsId]);

  const save = async (values: FormValues) => {
    if (!lookup || lookup.cas !== values.cas) {
      await findCas(values.cas);
      message.info('已按 CAS 号查询物质信息，请确认后再提交');
      return;
    }
    const shared = {
      cas: values.cas,
      name: values.name ?? '',
      formula: values.formula ?? '',
      smiles: values.smiles ?? '',
      purity: values.purity,
      brand: values.brand ?? '',
      leadTimeDays: values.leadTimeDays,
      storageConditions: values.storageConditions ?? '',
      lotNumber: values.lotNumber ?? '',
      coaUploadId: coa?.id ?? null,
      sds: sheetInputOf(sds),
    };
    const packs = values.packs.map((p) => ({ packSize: p.packSize, unitCode: p.unitCode, priceCents: yuanToCents(p.priceYuan), stock: p.stock }));
    setSaving(true);
    try {
      if (editing) {
        const changed = await updateGoods({ ...shared, ...packs[0]!, goodsId: detail.goodsId });
        toastOnNextPage(changed.status === 'pending' ? '已保存，商品重新进入审核' : '已保存');
        router.push(`/member/seller/goodsManage/${changed.status}/1`);
      } else {
        const created = await createGoods({ ...shared, packs });
        toastOnNextPage(`已提交 ${created.goodsIds.length} 个包装规格，等待审核`);
        router.push('/member/seller/goodsManage/pending/1');
      }
      router.refresh();
    } catch {
      // The client has shown the server's message; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const initial: Partial<FormValues> = detail
    ? {
        cas: detail.cas,
        name: detail.name,
        formula: detail.formula ?? '',
        smiles: detail.smiles ?? '',
        purity: detail.purity,
        brand: detail.brand,
        leadTimeDays: detail.leadTimeDays,
        storageConditions: detail.storageConditions,
        lotNumber: detail.lotNumber,
        packs: [{ packSize: detail.packSize, unitCode: detail.unitCode, priceYuan: detail.priceCents / 100, stock: detail.stock }],
      }
    : { leadTimeDays: 3, packs: [{ packSize: 1, unitCode: 'g', priceYuan: 0, stock: 0 }] };

  return (
    <Card title={editing ? '编辑商品' : '发布商品'} extra={<Link href="/member/seller/goodsManage/on_shelf/1">返回商品管理</Link>}>
      {detail?.status === 'rejected' && detail.reviewNote && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={`未通过审核：${detail.reviewNote}`} description="修改后保存即重新提交审核。" />
      )}
      {editing && detail.status === 'on_shelf' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="只改库存、货期、储存条件或批号不影响在售；改物质、规格、价格、纯度或品牌须重新审核。"
        />
      )}
      <Form<FormValues> form={form} layout="vertical" initialValues={initial} onFinish={save} scrollToFirstError>
        <Form.Item label="CAS 号" required>
          <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
            <Form.Item name="cas" noStyle rules={[{ required: true, whitespace: true, message: '请填写 CAS 号' }]}>
              <Input placeholder="如 50-78-2" maxLength={20} onBlur={() => void findCas()} onPressEnter={(e) => (e.preventDefault(), void findCas())} />
            </Form.Item>
            <Button onClick={() => void findCas()} loading={lookingUp}>
              查询
            </Button>
          </Space.Compact>
        </Form.Item>
        <SubstancePanel lookup={lookup} />
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="purity" label="纯度" rules={[{ required: true, whitespace: true, message: '请填写纯度' }, { max: 40 }]}>
              <Input placeholder="如 ≥99% 或 AR" maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="brand" label="品牌" rules={[{ max: 60 }]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="leadTimeDays"
              label="货期（天）"
              rules={[{ required: true, message: '请填写货期' }, numberRange('货期', 0, 365, { integer: true })]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="storageConditions" label="储存条件" rules={[{ max: 200 }]}>
          <Input placeholder="如 2-8℃ 避光保存" maxLength={200} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="lotNumber" label="批号" rules={[{ max: 60 }]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label="批次 COA（PDF）" extra="上传后买家可在产品页下载；须同时填写批号。">
              <CoaUploadButton value={coa} onChange={setCoa} />
            </Form.Item>
          </Col>
        </Row>
        <Card size="small" type="inner" title="安全技术说明书（SDS）" style={{ marginBottom: 16 }} data-testid="goods-sds">
          <CurrentSds sds={detail?.sds ?? lookup?.sds ?? undefined} />
          {lookup?.sdsRequired && !detail?.sds.zh && !lookup.sds?.zh && !sds.zh && (
            <Alert type="warning" showIcon style={{ marginBottom: 8 }} title="该物质列入危险化学品目录：没有中文 SDS 的商品审核通过后也不能上架，请一并上传" />
          )}
          <SdsFields value={sds} onChange={setSds} />
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            一份 SDS 用于您这种物质的所有包装；买家可在产品页和订单中下载。上传新版本不影响审核状态。
          </Typography.Paragraph>
        </Card>
        <Form.List name="packs">
          {(fields, { add, remove }) => (
            <Card size="small" type="inner" title="包装规格（每个规格单独定价和库存）" style={{ marginBottom: 16 }}>
              {fields.map((field) => (
                <Row key={field.key} gutter={8} align="top" className="goods-pack-row">
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[field.name, 'packSize']}
                      label="规格"
                      rules={[{ required: true, message: '请填写规格' }, numberRange('规格', 0.001, 1_000_000)]}
                    >
                      <InputNumber style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item name={[field.name, 'unitCode']} label="单位" rules={[{ required: true, message: '请选择单位' }]}>
                      <Select options={(units ?? []).map((u) => ({ value: u.code, label: `${u.code}（${u.name}）` }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item
                      name={[field.name, 'priceYuan']}
                      label="价格（元）"
                      rules={[{ required: true, message: '请填写价格' }, numberRange('价格', 0.01, 10_000_000)]}
                    >
                      <InputNumber precision={2} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={10} md={6}>
                    <Form.Item
                      name={[field.name, 'stock']}
                      label="库存"
                      rules={[{ required: true, message: '请填写库存' }, numberRange('库存', 0, 1_000_000_000, { integer: true })]}
                    >
                      <InputNumber precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={2} md={3}>
                    {!editing && fields.length > 1 && (
                      <Button
                        type="text"
                        aria-label="删除这个规格"
                        icon={<MinusCircleOutlined />}
                        style={{ marginTop: 30 }}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Col>
                </Row>
              ))}
              {!editing && fields.length < 20 && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ packSize: 1, unitCode: 'g', priceYuan: 0, stock: 0 })}>
                  添加包装规格
                </Button>
              )}
            </Card>
          )}
        </Form.List>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {editing ? '保存' : '提交审核'}
          </Button>
          <Link href="/member/seller/goodsManage/on_shelf/1">取消</Link>
        </Space>
      </Form>
    </Card>
  );
}
