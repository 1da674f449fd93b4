import Link from 'next/link';

/** Help and service pages, in the footer of both frames (and at the end of the antd frame's phone layout). */
const SERVICE_LINKS = [
  { href: '/about_us', label: '帮助中心' },
  { href: '/about_us/shopping_guide', label: '购物指南' },
  { href: '/about_us/dangerous_goods_purchase', label: '危险品购买' },
  { href: '/about_us/invoice_instructions', label: '发票说明' },
  { href: '/about_us/coa_download', label: 'COA 下载' },
  { href: '/consignment', label: '寄售服务' },
  { href: '/international_logistics', label: '国际物流' },
  { href: '/about_us/contact_us', label: '联系我们' },
  { href: '/api-docs', label: '开放接口' },
  { href: '/products/directory/A/1', label: '中文名目录' },
] as const;

export function ServiceLinks() {
  return (
    <nav className="footer-links" aria-label="帮助与服务">
      {SERVICE_LINKS.map((l) => (
        // Not prefetched: ten footer links on every page would queue ahead of the visitor's own navigation.
        <Link key={l.href} href={l.href} prefetch={false}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}

/** The footer's lines under the links. */
export function FooterNotes() {
  return (
    <>
      <p>ChemMart 化学品商城 · 按 CAS 号查找化学品与试剂，询价、报价、下单一站完成</p>
      <p>化学品标识数据来自 PubChem 等公开来源，经 chemicals 库（Caleb Bell，MIT 许可）整理</p>
      {/* The dictionary's licence asks for its name and licence where its words are shown (decision 0169). */}
      <p>
        部分中文俗名（如阿司匹林、冰醋酸）取自{' '}
        <a href="https://www.mdbg.net/chinese/dictionary?page=cc-cedict" rel="noopener">
          CC-CEDICT 汉英词典
        </a>
        （MDBG 发布，选取其中的化学词条），按{' '}
        <a href="https://creativecommons.org/licenses/by-sa/4.0/deed.zh-hans" rel="noopener license">
          CC BY-SA 4.0
        </a>{' '}
        许可使用
      </p>
    </>
  );
}
