'use client';
import { Tabs, Typography } from 'antd';
import Link from 'next/link';
import { DirectSuppliers } from './DirectSuppliers';
import { PlacementTable } from './PlacementTable';

const PUBLIC_PAGES = {
  promotion: '/products/promotion/1',
  main: '/',
  electronic_grade: '/categories/electronic_grade/1',
  direct: '/products/direct/1',
} as const;

function Where({ href, text }: { href: string; text: string }) {
  return (
    <Typography.Paragraph type="secondary">
      {text}，前台页面：
      <Link href={href} target="_blank">
        {href}
      </Link>
      （修改后刷新即可看到）
    </Typography.Paragraph>
  );
}

/** /admin/merchandising: the operator's lists behind the promotion, main products, electronic grade and direct pages. */
export function MerchandisingConsole() {
  return (
    <div className="admin-page">
      <Typography.Title level={4}>推荐列表</Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'promotion',
            label: '促销',
            children: (
              <>
                <Where href={PUBLIC_PAGES.promotion} text="只展示进行中的促销，按此顺序" />
                <PlacementTable list="promotion" />
              </>
            ),
          },
          {
            key: 'main',
            label: '主营产品',
            children: (
              <>
                <Where href={PUBLIC_PAGES.main} text="首页“主营产品”，按此顺序" />
                <PlacementTable list="main" />
              </>
            ),
          },
          {
            key: 'electronic_grade',
            label: '电子级',
            children: (
              <>
                <Where href={PUBLIC_PAGES.electronic_grade} text="电子级产品，按此顺序" />
                <PlacementTable list="electronic_grade" />
              </>
            ),
          },
          {
            key: 'direct',
            label: '厂家直供',
            children: (
              <>
                <Where href={PUBLIC_PAGES.direct} text="厂家直供卖家的在售商品" />
                <DirectSuppliers />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
