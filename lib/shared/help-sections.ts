/**
 * The help-centre sections — spec §2's twenty and the platform's own (seller_performance) — defined once: the routes
 * (/about_us/:name and /about_us/components/{section}), the side navigation
 * and the sitemap all read this list. Each slug names a Markdown file in
 * content/help/.
 */
export type HelpSection = { slug: string; title: string; summary: string };
export type HelpGroup = { title: string; sections: HelpSection[] };

export const HELP_GROUPS: HelpGroup[] = [
  {
    title: '新手入门',
    sections: [
      { slug: 'user_registration', title: '用户注册', summary: '注册账号、选择身份类型、开通买家或卖家' },
      { slug: 'shopping_guide', title: '购物指南', summary: '从搜索、询价、报价到下单收货的完整流程' },
      { slug: 'seller_moves_in', title: '卖家入驻', summary: '入驻条件、所需资质与上架商品' },
    ],
  },
  {
    title: '采购服务',
    sections: [
      { slug: 'bulk_inquiry', title: '大宗询价', summary: '整桶、吨级与长期供货的询价方式' },
      { slug: 'dangerous_goods_purchase', title: '危险品购买', summary: '易制毒、易制爆、剧毒及危险化学品的购买资质' },
      { slug: 'quota_description', title: '报价说明', summary: '报价包含什么、有效期与数量限制' },
      // Not one of spec §2's twenty: how the sellers' measured figures and ratings are computed (issue 33).
      { slug: 'seller_performance', title: '卖家表现指标说明', summary: '准时发货、报价响应等六项指标与买家评价的计算方法' },
      { slug: 'product_list', title: '产品目录', summary: '产品分类、专区与查找方式' },
    ],
  },
  {
    title: '支付与发票',
    sections: [
      { slug: 'payment_method', title: '支付方式', summary: '对公转账、在线支付与余额支付' },
      { slug: 'invoice_instructions', title: '发票说明', summary: '增值税专用发票与普通发票的开具' },
    ],
  },
  {
    title: '配送与收货',
    sections: [
      { slug: 'delivery_center', title: '配送中心', summary: '发货时效、危险品运输与运费' },
      { slug: 'inspection_and_receipt', title: '验货与签收', summary: '签收前后的检查与异常处理' },
      { slug: 'coa_download', title: 'COA 下载', summary: '按 CAS 号与批号下载检验报告' },
    ],
  },
  {
    title: '售后服务',
    sections: [
      { slug: 'after_sales_policy', title: '售后政策', summary: '质量异议、时限与处理方式' },
      { slug: 'returns_and_exchanges', title: '退换货', summary: '可退换与不可退换的情形、流程' },
      { slug: 'usage_feedback', title: '使用反馈', summary: '向平台提交建议或问题' },
    ],
  },
  {
    title: '关于平台',
    sections: [
      { slug: 'about_us', title: '关于我们', summary: 'ChemMart 是什么、为谁服务' },
      { slug: 'contact_us', title: '联系我们', summary: '客服电话、邮箱与工作时间' },
      { slug: 'partner', title: '合作伙伴', summary: '供应商、物流与机构合作' },
      { slug: 'terms_of_agreement', title: '用户协议', summary: '使用平台须遵守的条款' },
      { slug: 'news', title: '新闻资讯', summary: '平台公告与法规动态' },
    ],
  },
];

export const HELP_SECTIONS: HelpSection[] = HELP_GROUPS.flatMap((g) => g.sections);

export function helpSection(slug: string): HelpSection | undefined {
  return HELP_SECTIONS.find((s) => s.slug === slug);
}

/** The canonical address of a section; /about_us/components/{slug} shows the same page. */
export function helpPath(slug: string): string {
  return `/about_us/${slug}`;
}

export function newsPath(article: string): string {
  return `/about_us/news/${article}`;
}
