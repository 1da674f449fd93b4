/** Help and service pages, in the footer of every frame. */
export const SERVICE_LINKS = [
  { href: '/about_us', label: '帮助中心' },
  { href: '/about_us/shopping_guide', label: '购物指南' },
  { href: '/about_us/dangerous_goods_purchase', label: '危险品购买' },
  { href: '/about_us/invoice_instructions', label: '发票说明' },
  { href: '/about_us/coa_download', label: 'COA 下载' },
  { href: '/consignment', label: '寄售服务' },
  { href: '/international_logistics', label: '国际物流' },
  { href: '/about_us/contact_us', label: '联系我们' },
  { href: '/api-docs', label: '开放接口' },
] as const;
