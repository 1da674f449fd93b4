/*
 * Generated from /api/openapi.json by `npm run openapi:client` (openapi-typescript).
 * Do not edit: change the contracts in lib/contracts and generate again;
 * lib/api-client/generate.test.ts fails while this file is stale.
 */

export interface paths {
    "/api/add_quotation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 报价弹窗所需：询价行、本人当前报价、本人该产品的在售商品（从我的商品报价）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["addQuotation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/add_quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家“已中标”：本人被采纳的报价
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["addQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/append_quotation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家追加报价：新报价取代本人在该行的有效报价，原报价保留为历史
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["appendQuotation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 大包装产品：有 ≥1 kg / 1 L（或按吨、桶）在售包装的产品（分页）
         * @description 权限：公开，无需登录
         */
        get: operations["bulkList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancel_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家“已撤销”：本人撤销的报价，及买家取消询价单而撤销的报价
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["cancelList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancel_quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家撤销本人的有效报价
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["cancelQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 购物车：每行的商品、单价（按当前报价）、数量与是否仍可购买；count 为角标件数
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["cart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 加入购物车（同一商品累加数量）
         * @description 权限：登录会员（未登录 code 10）
         */
        post: operations["cartAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 从购物车删除若干行
         * @description 权限：登录会员（未登录 code 10）
         */
        post: operations["cartDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改购物车一行的数量
         * @description 权限：登录会员（未登录 code 10）
         */
        post: operations["cartUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单的购销合同（HTML 网页，买卖双方可见；卖家看不到买家未提交的订单）
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["contract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract_pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单的购销合同 PDF（服务器生成，内嵌中文字体；按订单版本缓存，响应头 x-contract-cache: hit/miss）
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["contractPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create_goods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家：发布商品（每个包装规格一条，含价格和库存），进入待审核；CAS 不在目录中时随附新物质
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["createGoods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下单：购物车行或已采纳的报价，按卖家拆成订单（待确认）；preview=true 只计算金额（货款、运费、优惠、应付）
         * @description 权限：登录会员（未登录 code 10）
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create_quotation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家对一个询价行报价（每行每位卖家只能有一条有效报价）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["createQuotation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/electronic_grade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 电子级（高纯）化学品及其等级（运营设置）（分页）
         * @description 权限：公开，无需登录
         */
        get: operations["electronicGrade"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/express_company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 快递公司列表（启用的，按运营排序；dangerousGoods=true 只列可承运危险化学品的）
         * @description 权限：公开，无需登录
         */
        get: operations["expressCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight_quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 商品运费试算：每件商品买一件到某省份的运费（卖家运费模板）与预计送达日期；不填省份时用本人的默认收货地址
         * @description 权限：公开，无需登录
         */
        get: operations["freightQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get_chemical_restriction_new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按 CAS 号查询管制情况：易制毒（类别）、易制爆、剧毒、危险化学品目录，以及购买所需证件
         * @description 权限：公开，无需登录
         */
        get: operations["restriction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get_due_pay_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 收银台：订单、已付记录、预存款余额、可用优惠券、待确认转账、平台收款账户、未满足的管制品资质
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["duePayInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get_upload_excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家：导入结果，每行的结果和原因（分页；可只看 accepted 或 rejected）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["getUploadExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/good_change_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家：上架（put_on，已下架的商品）或下架（take_off，在售的商品）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["goodChangeStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/good_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家：删除商品（从所有列表中移除）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["goodDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/good_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家：一件自己的商品（编辑表单用）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["goodDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/good_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家：我的商品（按状态：待审核、在售、已下架、未通过；可按名称或 CAS 筛选；分页），附各状态数量
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["goodList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods_cas_lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家：按 CAS 号取物质的名称、分子式和结构图（发布商品时填充）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["casLookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods_ghs_label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家：按本人现行 SDS 填写商品物质的 GHS 标签（象形图、信号词、H/P 代码，逐一按代码表校验）；替换本人此前填写的
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["goodsGhsLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods_import_job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家：一个导入任务的状态与进度
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["importJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods_import_jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家：我的导入任务，最新的在前
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["importJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods_sds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家：为商品的物质上传安全技术说明书（SDS，中文必需、英文可选，PDF）及修订日期；本人这种物质的每个包装共用；不改变审核状态
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["goodsSds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hot_sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 热销产品：在售产品按近 30 天询价数、再按在售报价数排名（前 100 名）（分页）
         * @description 权限：公开，无需登录
         */
        get: operations["hotSale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquiry_index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 询价专区：正在接受报价的询价单（分页，按 CAS 号或名称搜索，询价人已掩码）
         * @description 权限：公开，无需登录
         */
        get: operations["inquiryIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 发票类型列表（应用启动时加载）
         * @description 权限：公开，无需登录
         */
        get: operations["invoiceCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的开票信息（默认在前，其余按最近修改；分页）
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["invoiceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lost_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家“未中标”：本人未被采纳或已过期的报价
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["lostList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/main_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 主营产品（运营设置，按运营排序）（分页）
         * @description 权限：公开，无需登录
         */
        get: operations["mainProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/not_quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家“待报价”：可报价的询价行（本人在售的产品优先）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["notQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 取消未付款的订单（买家或卖家，须填原因）；用过的优惠券退回
         * @description 权限：登录会员（未登录 code 10）
         */
        post: operations["orderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 一张订单（买卖双方可见），含状态记录
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["orderDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_dispatch_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 待发货的订单（卖家）：已付款、按付款时间先后，含收货地址、买家选择的配送方式、是否含危险化学品与商品行
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["orderDispatchList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_invoice_issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家开具发票：录入发票号码，可附本人上传的发票 PDF（upload_file，purpose=invoice）；通知买家
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["orderInvoiceIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_invoice_request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 买家申请开票（已收货或已完成的订单，每单一次）：默认用订单的开票信息，也可选已保存的开票信息；通知卖家
         * @description 权限：买家（未登录 code 10，非买家 code 3012）
         */
        post: operations["orderInvoiceRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的订单发票（买家）：已收货与已完成的订单及其开票状态、发票号码、开具日期、PDF 下载地址
         * @description 权限：买家（未登录 code 10，非买家 code 3012）
         */
        get: operations["orderInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_invoices_sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖出订单的发票（卖家）：待开票的在前（申请早的先），其余按收货时间新到旧
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["orderInvoicesSell"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单的退款记录（买家或卖家）：每笔退到哪里（预存款 / 原路退回在线支付 / 银行转账退款）、状态、时间、失败原因，以及仍可退金额
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["orderRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我卖出的订单（卖家；买家未提交的订单不在其中）：按状态标签、关键词、日期筛选
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["orderSell"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_sell_export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出我卖出的订单（卖家；.xlsx，筛选同 order_sell，不分页，最多 5000 行）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["orderSellExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation_deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 机构预存款：余额与收支明细（负责人、财务、付款人）
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["organisationDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation_funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织的经费卡：负责人、审批人、财务看到全部及额度；采购人只看到自己可用的卡
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["organisationFunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 以组织名义下的订单（负责人、审批人、财务可看；采购人看自己的「我的订单」）：下单人、卖家、金额、状态、采购单号与项目编号
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["organisationOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation_pay_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 付款人用机构预存款付清以本组织名义下的一笔订单（待付款的，或已发货未付的账期订单）；余额不足时拒绝，什么都不变
         * @description 权限：登录会员（未登录 code 10）
         */
        post: operations["payOrderFromOrganisationDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 物质近 180 天各包装档位每日最低单价（每克或每毫升，分）
         * @description 权限：公开，无需登录
         */
        get: operations["priceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{cas}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 产品详情：名称、别名、分子式、分子量、SMILES、InChIKey 与在售报价
         * @description 权限：公开，无需登录
         */
        get: operations["product"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promotional_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 促销产品（运营设置，按运营排序；只列进行中的促销）（分页）
         * @description 权限：公开，无需登录
         */
        get: operations["promotionalProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick_order_place": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 快速下单：把所选商品放入购物车，并把没有在售商品的行发起一张批量询价（同一事务；无法放入的行逐行说明原因）
         * @description 权限：登录会员（未登录 code 10）
         */
        post: operations["quickOrderPlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick_order_resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 快速下单：解析粘贴的清单（CAS 号或名称、数量、单位、纯度，最多 500 行），逐行按所选方式挑出可买的在售商品（到手价最低、到货最快或尽量同一卖家），附其他可选商品、各卖家合计与运费；没有可买商品的行说明原因
         * @description 权限：登录会员（未登录 code 10）
         */
        post: operations["quickOrderResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotation_sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 整单报价：询价单的全部行，含本人有效报价、本人该产品的在售商品、草稿与 24 小时报价额度（卖家）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["quotationSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotation_sheet_draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存整单报价草稿（每位卖家每张询价单一份，覆盖上次；提交报价后删除）
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["quotationSheetDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quoted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家“已报价”：本人有效的报价
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["quoted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/real_time_purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 实时采购：最新的询价（只显示买家姓氏与称呼；最近 100 条）（分页）
         * @description 权限：公开，无需登录
         */
        get: operations["realTimePurchase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按 CAS 号、名称、别名、分子式或 InChIKey 搜索产品（分页）
         * @description 权限：公开，无需登录
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller_goods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家在售商品，可按 CAS 号或名称搜索
         * @description 权限：公开，无需登录
         */
        get: operations["sellerGoods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller_lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家的批次：发货时记录的批号、当前 COA、修订与召回情况、发往的订单数与买家数
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        get: operations["sellerLots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller_profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家主页：经审核的企业信息、近 180 天的履约表现（各项注明依据件数，不足不显示）与评价汇总
         * @description 权限：公开，无需登录
         */
        get: operations["sellerProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller_ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 卖家收到的评价（最新在前）；被运营隐藏的文字不显示，评分保留
         * @description 权限：公开，无需登录
         */
        get: operations["sellerRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller_standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 几位卖家的履约表现与评价汇总（报价比较用），一次最多 50 位；非卖家的编号按无数据的新卖家回答
         * @description 权限：公开，无需登录
         */
        get: operations["sellerStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单的物流信息（买卖双方）：快递公司、运单号、承运商查询页与物流轨迹（开发环境为模拟数据）；未发货的订单答 5102
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["shipInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/structure_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 结构搜索：子结构、相似度（Tanimoto）或精确匹配，结果附高亮结构图（分页）
         * @description 权限：公开，无需登录
         */
        post: operations["structureSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submit_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 买家确认并提交订单（待确认 → 待付款），通知卖家
         * @description 权限：登录会员（未登录 code 10）
         */
        post: operations["submitOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submit_quotation_sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交整单报价：全部行一次提交（与有效报价相同的行不变，不同的行追加）；任一行无法报价时整单不提交，错误 4015 逐行说明
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["submitQuotationSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的收货地址（默认地址在前，其余按最近修改；分页）
         * @description 权限：登录会员（未登录 code 10）
         */
        get: operations["addressList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 包装单位列表（应用启动时加载）
         * @description 权限：公开，无需登录
         */
        get: operations["unit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update_express": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家发货（待发货 → 已发货：快递公司与物流单号），或更正已发货订单的物流单号；含危险化学品的订单须选有危险品资质的承运商；通知买家
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["updateExpress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update_goods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家：修改商品；改物质、规格、价格、纯度或品牌须重新审核，只改库存、货期、储存条件或批号不影响状态
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["updateGoods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload_goods_excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 卖家：上传批量导入的工作簿（multipart，字段 file；.xlsx，最多 10,000 行），在后台导入
         * @description 权限：卖家（未登录 code 10，非卖家 code 3012）
         */
        post: operations["uploadGoodsExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Cart: {
            /** @description 购物车角标：件数合计 */
            count: number;
            lines: components["schemas"]["CartLine"][];
        };
        CartLine: {
            amountCents: components["schemas"]["MoneyCents"];
            /** @description 仍在售且库存足够 */
            available: boolean;
            cas: string | null;
            goodsId: number;
            hazard: components["schemas"]["LineHazard"];
            id: number;
            packSize: number;
            productName: string;
            productNameZh: string | null;
            purity: string;
            quantity: number;
            sellerId: number;
            sellerName: string;
            stock: number;
            unavailableReason: string | null;
            unitCode: string;
            unitPriceCents: components["schemas"]["MoneyCents"];
        };
        CreateOrderResult: {
            orders: {
                /** @description 调用者此刻可做的操作：submit、pay、cancel、propose_price、dispatch、update_tracking、receive、refund、request_invoice、issue_invoice */
                actions: string[];
                /** @description 已发货时：到这一刻未确认收货则自动确认 */
                autoReceiveAt: string | null;
                buyer: {
                    id: number;
                    name: string;
                };
                buyerNote: string | null;
                cancelledAt: string | null;
                cancelReason: string | null;
                /** @description 平台佣金（付款时按费率计算，只向卖家显示；买家看到 null） */
                commissionCents: components["schemas"]["MoneyCents"] | null;
                completedAt: string | null;
                createdAt: string;
                delivery: {
                    areaLabel: string;
                    detail: string;
                    phone: string;
                    postcode: string | null;
                    receiver: string;
                };
                /** @description 优惠券抵扣 */
                discountCents: components["schemas"]["MoneyCents"];
                dispatchedAt: string | null;
                /** @description 尚需支付 */
                dueCents: components["schemas"]["MoneyCents"];
                /** @description 买家选择的配送方式 */
                expressCompany: {
                    dangerousGoods: boolean;
                    id: number;
                    name: string;
                } | null;
                /** @description 使用的经费卡（仅买家可见）；null 为未指定 */
                fund: {
                    code: string;
                    id: number;
                    name: string;
                } | null;
                /** @description 货款（议价成交后为成交价） */
                goodsCents: components["schemas"]["MoneyCents"];
                inquiryNo: string | null;
                invoice: {
                    bankAccount: string | null;
                    bankName: string | null;
                    categoryCode: string;
                    categoryName: string;
                    email: string | null;
                    registeredAddress: string | null;
                    registeredPhone: string | null;
                    taxNumber: string | null;
                    title: string;
                } | null;
                /** @enum {string} */
                invoiceStatus: "none" | "requested" | "issued";
                lines: components["schemas"]["OrderLine"][];
                /** @description 按报价/标价的货款 */
                listGoodsCents: components["schemas"]["MoneyCents"];
                orderNo?: string;
                /** @description 为哪个组织采购；null 为个人采购 */
                organisation: {
                    id: number;
                    name: string;
                } | null;
                paidAt: string | null;
                paidCents: components["schemas"]["MoneyCents"];
                /** @description 应付 = 货款 + 运费 − 优惠 */
                payableCents: components["schemas"]["MoneyCents"];
                /** @description 买家的项目编号（如经费卡号） */
                projectNo: string | null;
                /** @description 买家的采购单号 */
                purchaseOrderNo: string | null;
                receivedAt: string | null;
                receiveMode: ("buyer" | "auto") | null;
                refundedAt: string | null;
                refundReason: string | null;
                /** @description 管制品要求及买家是否满足 */
                regulated: {
                    cas: string;
                    message: string;
                    met: boolean;
                    /** @description 买家可用于该品种的许可证及剩余数量，如“易制毒化学品购买备案证明 （沪）… 剩余 1.5 kg / 共 2 kg，本单需要 1.83 kg”；不限量的证书只列编号 */
                    permits: string[];
                    /** @description 未付款订单：没有一张许可证的剩余数量够本单，付款将被拒绝 */
                    permitShort: boolean;
                    reason: string;
                }[];
                /**
                 * @description 调用者在这张订单里的身份
                 * @enum {string}
                 */
                role: "buyer" | "seller";
                seller: {
                    id: number;
                    name: string;
                };
                /** @description 卖家实得 = 货款 + 运费 − 平台佣金（只向卖家显示） */
                sellerNetCents: components["schemas"]["MoneyCents"] | null;
                shipment: {
                    dispatchedAt: string;
                    expressCompanyId: number;
                    expressCompanyName: string;
                    trackingNo: string;
                    trackingUrl: string | null;
                } | null;
                shippingCents: components["schemas"]["MoneyCents"];
                /** @description 运费怎么算的：卖家报价的运费或卖家运费模板（区域、首重续重、包邮、危险品附加）与预计送达 */
                shippingNote: string | null;
                /** @enum {string} */
                source: "cart" | "quotation";
                /** @enum {string} */
                status: "created" | "pending_approval" | "submitted" | "negotiating" | "paid" | "dispatched" | "received" | "completed" | "cancelled" | "refunded";
                statusLabel: string;
                submittedAt: string | null;
                /** @description 账期（卖家给予组织的付款条件）；null 为先付款后发货 */
                terms: {
                    days: number;
                    /** @description 应付日（北京时间，含当天）；发货时确定，之前为 null */
                    dueOn: string | null;
                    /** @enum {string} */
                    kind: "invoice_first" | "monthly";
                    kindLabel: string;
                    overdue: boolean;
                    /** @description 已发货尚未付的金额 */
                    owedCents: components["schemas"]["MoneyCents"];
                    /** @description 如「先票后款，发货后 30 天内付款」 */
                    sentence: string;
                } | null;
                version: number;
                voucher: {
                    faceValueCents: components["schemas"]["MoneyCents"];
                    id: number;
                    title: string;
                } | null;
            }[];
            preview: boolean;
            totals: {
                /** @description 优惠券抵扣 */
                discountCents: components["schemas"]["MoneyCents"];
                /** @description 货款（议价成交后为成交价） */
                goodsCents: components["schemas"]["MoneyCents"];
                /** @description 应付 = 货款 + 运费 − 优惠 */
                payableCents: components["schemas"]["MoneyCents"];
                shippingCents: components["schemas"]["MoneyCents"];
            };
        };
        /**
         * @example {
         *       "code": 3012,
         *       "msg": "该操作需要买家身份",
         *       "data": null
         *     }
         */
        Failure: {
            /** @description 0 为成功，其它见 docs/api-errors.md */
            code: number;
            /** @description 多数为 null；个别错误带详情（如 1500 的 requestId） */
            data: unknown;
            msg: string;
        };
        GoodsDetail: {
            brand: string;
            cas: string;
            coa: {
                id: number;
                name: string;
                url: string;
            } | null;
            formula: string | null;
            goodsId: number;
            leadTimeDays: number;
            lotNumber: string;
            name: string;
            newSubstance: boolean;
            packSize: number;
            priceCents: components["schemas"]["MoneyCents"];
            purity: string;
            reviewNote: string | null;
            sds: {
                en: {
                    /** @description 上传时的文件名（仅卖家本人可见） */
                    fileName: string | null;
                    /** @description 修订日期 */
                    revisedOn: string;
                    uploadedAt: string;
                    /** @description 下载地址：该物质在售期间公开 */
                    url: string;
                } | null;
                /** @description 卖家本人按 SDS 填写的 GHS 标签 */
                label: {
                    hazardCodes: string[];
                    pictograms: string[];
                    precautionCodes: string[];
                    signalWord: ("danger" | "warning") | null;
                } | null;
                /** @description 平台要求更新、尚未更新 */
                request: {
                    note: string;
                    requestedAt: string;
                } | null;
                /** @description 物质属危险化学品：没有中文 SDS 不能上架 */
                required: boolean;
                zh: {
                    /** @description 上传时的文件名（仅卖家本人可见） */
                    fileName: string | null;
                    /** @description 修订日期 */
                    revisedOn: string;
                    uploadedAt: string;
                    /** @description 下载地址：该物质在售期间公开 */
                    url: string;
                } | null;
            };
            smiles: string | null;
            /** @enum {string} */
            status: "pending" | "on_shelf" | "off_shelf" | "rejected";
            stock: number;
            storageConditions: string;
            unitCode: string;
        };
        ImportJob: {
            /** @description 已导入（待审核）的行 */
            acceptedRows: number;
            createdAt: string;
            error: string | null;
            fileName: string;
            finishedAt: string | null;
            jobId: number;
            percent: number;
            processedRows: number;
            rejectedRows: number;
            /** @description 全部行的结果（.xlsx）下载地址 */
            resultUrl: string;
            /** @description 导入中，但处理它的服务器已停止：另一台服务器将在十几秒内从上次保存的进度接着导入 */
            resuming: boolean;
            /**
             * @description queued 排队，running 导入中，done 完成，failed 失败
             * @enum {string}
             */
            status: "queued" | "running" | "done" | "failed";
            totalRows: number;
        };
        InquiryLine: {
            cas: string | null;
            id: number;
            /** @description 行号，从 1 起 */
            lineNo: number;
            packaging: string | null;
            productName: string;
            purity: string | null;
            quantity: number;
            smiles: string | null;
            substanceId: number | null;
            /** @description 是否为目录中的产品 */
            substanceKnown: boolean;
            unit: {
                code: string;
                name: string;
            };
        };
        InvoiceInfo: {
            /** @description 银行账号 */
            bankAccount: string | null;
            /** @description 开户银行 */
            bankName: string | null;
            /** @description 发票类型：vat_normal 增值税普通发票，vat_special 增值税专用发票，e_normal 电子普通发票 */
            category: {
                code: string;
                id: number;
                name: string;
            };
            createdAt: string;
            /** @description 收票邮箱 */
            email: string | null;
            /** @description 开票信息编号 */
            id: number;
            /** @description 是否默认开票信息；有开票信息时恰有一个默认 */
            isDefault: boolean;
            /** @description 注册地址 */
            registeredAddress: string | null;
            /** @description 注册电话 */
            registeredPhone: string | null;
            /** @description 纳税人识别号 */
            taxNumber: string | null;
            /** @description 发票抬头 */
            title: string;
            updatedAt: string;
        };
        /** @description 物质的 GHS 标签；无标签为 null */
        LineHazard: {
            /** @description 危险说明：代码与中文 */
            hazards: string[];
            /** @description GHS 象形图代码 */
            pictograms: string[];
            /** @description 信号词：危险 / 警告 */
            signalWord: string | null;
        } | null;
        /**
         * Format: int64
         * @description 金额，单位为分（人民币 CNY），整数；例如 12345 表示 ¥123.45
         * @example 12345
         */
        MoneyCents: number;
        Offer: {
            /** @description 卖家填写的品牌；null 表示未填 */
            brand: string | null;
            /** @description 在售批次的检验报告（COA，PDF）；null 表示卖家尚未上传，可询价时索取 */
            coa: {
                lotNumber: string;
                url: string;
            } | null;
            goodsId: number;
            leadTimeDays: number;
            packSize: number;
            /** @description 价格，单位：分 */
            priceCents: components["schemas"]["MoneyCents"];
            purity: string;
            /** @description 卖家的安全技术说明书（SDS，PDF）及修订日期；null 表示卖家未上传 */
            sds: {
                en: {
                    revisedOn: string;
                    url: string;
                } | null;
                zh: {
                    revisedOn: string;
                    url: string;
                } | null;
            } | null;
            seller: {
                id: number;
                name: string;
            };
            stock: number;
            unit: {
                code: string;
                name: string;
            };
        };
        Order: {
            /** @description 调用者此刻可做的操作：submit、pay、cancel、propose_price、dispatch、update_tracking、receive、refund、request_invoice、issue_invoice */
            actions: string[];
            /** @description 已发货时：到这一刻未确认收货则自动确认 */
            autoReceiveAt: string | null;
            buyer: {
                id: number;
                name: string;
            };
            buyerNote: string | null;
            cancelledAt: string | null;
            cancelReason: string | null;
            /** @description 平台佣金（付款时按费率计算，只向卖家显示；买家看到 null） */
            commissionCents: components["schemas"]["MoneyCents"] | null;
            completedAt: string | null;
            createdAt: string;
            delivery: {
                areaLabel: string;
                detail: string;
                phone: string;
                postcode: string | null;
                receiver: string;
            };
            /** @description 优惠券抵扣 */
            discountCents: components["schemas"]["MoneyCents"];
            dispatchedAt: string | null;
            /** @description 尚需支付 */
            dueCents: components["schemas"]["MoneyCents"];
            /** @description 买家选择的配送方式 */
            expressCompany: {
                dangerousGoods: boolean;
                id: number;
                name: string;
            } | null;
            /** @description 使用的经费卡（仅买家可见）；null 为未指定 */
            fund: {
                code: string;
                id: number;
                name: string;
            } | null;
            /** @description 货款（议价成交后为成交价） */
            goodsCents: components["schemas"]["MoneyCents"];
            inquiryNo: string | null;
            invoice: {
                bankAccount: string | null;
                bankName: string | null;
                categoryCode: string;
                categoryName: string;
                email: string | null;
                registeredAddress: string | null;
                registeredPhone: string | null;
                taxNumber: string | null;
                title: string;
            } | null;
            /** @enum {string} */
            invoiceStatus: "none" | "requested" | "issued";
            lines: components["schemas"]["OrderLine"][];
            /** @description 按报价/标价的货款 */
            listGoodsCents: components["schemas"]["MoneyCents"];
            orderNo: string;
            /** @description 为哪个组织采购；null 为个人采购 */
            organisation: {
                id: number;
                name: string;
            } | null;
            paidAt: string | null;
            paidCents: components["schemas"]["MoneyCents"];
            /** @description 应付 = 货款 + 运费 − 优惠 */
            payableCents: components["schemas"]["MoneyCents"];
            /** @description 买家的项目编号（如经费卡号） */
            projectNo: string | null;
            /** @description 买家的采购单号 */
            purchaseOrderNo: string | null;
            receivedAt: string | null;
            receiveMode: ("buyer" | "auto") | null;
            refundedAt: string | null;
            refundReason: string | null;
            /** @description 管制品要求及买家是否满足 */
            regulated: {
                cas: string;
                message: string;
                met: boolean;
                /** @description 买家可用于该品种的许可证及剩余数量，如“易制毒化学品购买备案证明 （沪）… 剩余 1.5 kg / 共 2 kg，本单需要 1.83 kg”；不限量的证书只列编号 */
                permits: string[];
                /** @description 未付款订单：没有一张许可证的剩余数量够本单，付款将被拒绝 */
                permitShort: boolean;
                reason: string;
            }[];
            /**
             * @description 调用者在这张订单里的身份
             * @enum {string}
             */
            role: "buyer" | "seller";
            seller: {
                id: number;
                name: string;
            };
            /** @description 卖家实得 = 货款 + 运费 − 平台佣金（只向卖家显示） */
            sellerNetCents: components["schemas"]["MoneyCents"] | null;
            shipment: {
                dispatchedAt: string;
                expressCompanyId: number;
                expressCompanyName: string;
                trackingNo: string;
                trackingUrl: string | null;
            } | null;
            shippingCents: components["schemas"]["MoneyCents"];
            /** @description 运费怎么算的：卖家报价的运费或卖家运费模板（区域、首重续重、包邮、危险品附加）与预计送达 */
            shippingNote: string | null;
            /** @enum {string} */
            source: "cart" | "quotation";
            /** @enum {string} */
            status: "created" | "pending_approval" | "submitted" | "negotiating" | "paid" | "dispatched" | "received" | "completed" | "cancelled" | "refunded";
            statusLabel: string;
            submittedAt: string | null;
            /** @description 账期（卖家给予组织的付款条件）；null 为先付款后发货 */
            terms: {
                days: number;
                /** @description 应付日（北京时间，含当天）；发货时确定，之前为 null */
                dueOn: string | null;
                /** @enum {string} */
                kind: "invoice_first" | "monthly";
                kindLabel: string;
                overdue: boolean;
                /** @description 已发货尚未付的金额 */
                owedCents: components["schemas"]["MoneyCents"];
                /** @description 如「先票后款，发货后 30 天内付款」 */
                sentence: string;
            } | null;
            version: number;
            voucher: {
                faceValueCents: components["schemas"]["MoneyCents"];
                id: number;
                title: string;
            } | null;
        };
        OrderDetail: {
            /** @description 调用者此刻可做的操作：submit、pay、cancel、propose_price、dispatch、update_tracking、receive、refund、request_invoice、issue_invoice */
            actions: string[];
            /** @description 已发货时：到这一刻未确认收货则自动确认 */
            autoReceiveAt: string | null;
            buyer: {
                id: number;
                name: string;
            };
            buyerNote: string | null;
            cancelledAt: string | null;
            cancelReason: string | null;
            /** @description 平台佣金（付款时按费率计算，只向卖家显示；买家看到 null） */
            commissionCents: components["schemas"]["MoneyCents"] | null;
            completedAt: string | null;
            createdAt: string;
            delivery: {
                areaLabel: string;
                detail: string;
                phone: string;
                postcode: string | null;
                receiver: string;
            };
            /** @description 优惠券抵扣 */
            discountCents: components["schemas"]["MoneyCents"];
            dispatchedAt: string | null;
            /** @description 尚需支付 */
            dueCents: components["schemas"]["MoneyCents"];
            events: components["schemas"]["OrderEvent"][];
            /** @description 买家选择的配送方式 */
            expressCompany: {
                dangerousGoods: boolean;
                id: number;
                name: string;
            } | null;
            /** @description 使用的经费卡（仅买家可见）；null 为未指定 */
            fund: {
                code: string;
                id: number;
                name: string;
            } | null;
            /** @description 货款（议价成交后为成交价） */
            goodsCents: components["schemas"]["MoneyCents"];
            inquiryNo: string | null;
            invoice: {
                bankAccount: string | null;
                bankName: string | null;
                categoryCode: string;
                categoryName: string;
                email: string | null;
                registeredAddress: string | null;
                registeredPhone: string | null;
                taxNumber: string | null;
                title: string;
            } | null;
            /** @enum {string} */
            invoiceStatus: "none" | "requested" | "issued";
            lines: components["schemas"]["OrderLine"][];
            /** @description 按报价/标价的货款 */
            listGoodsCents: components["schemas"]["MoneyCents"];
            orderNo: string;
            /** @description 为哪个组织采购；null 为个人采购 */
            organisation: {
                id: number;
                name: string;
            } | null;
            paidAt: string | null;
            paidCents: components["schemas"]["MoneyCents"];
            /** @description 应付 = 货款 + 运费 − 优惠 */
            payableCents: components["schemas"]["MoneyCents"];
            /** @description 买家的项目编号（如经费卡号） */
            projectNo: string | null;
            /** @description 买家的采购单号 */
            purchaseOrderNo: string | null;
            receivedAt: string | null;
            receiveMode: ("buyer" | "auto") | null;
            refundedAt: string | null;
            refundReason: string | null;
            /** @description 管制品要求及买家是否满足 */
            regulated: {
                cas: string;
                message: string;
                met: boolean;
                /** @description 买家可用于该品种的许可证及剩余数量，如“易制毒化学品购买备案证明 （沪）… 剩余 1.5 kg / 共 2 kg，本单需要 1.83 kg”；不限量的证书只列编号 */
                permits: string[];
                /** @description 未付款订单：没有一张许可证的剩余数量够本单，付款将被拒绝 */
                permitShort: boolean;
                reason: string;
            }[];
            /**
             * @description 调用者在这张订单里的身份
             * @enum {string}
             */
            role: "buyer" | "seller";
            seller: {
                id: number;
                name: string;
            };
            /** @description 卖家实得 = 货款 + 运费 − 平台佣金（只向卖家显示） */
            sellerNetCents: components["schemas"]["MoneyCents"] | null;
            shipment: {
                dispatchedAt: string;
                expressCompanyId: number;
                expressCompanyName: string;
                trackingNo: string;
                trackingUrl: string | null;
            } | null;
            shippingCents: components["schemas"]["MoneyCents"];
            /** @description 运费怎么算的：卖家报价的运费或卖家运费模板（区域、首重续重、包邮、危险品附加）与预计送达 */
            shippingNote: string | null;
            /** @enum {string} */
            source: "cart" | "quotation";
            /** @enum {string} */
            status: "created" | "pending_approval" | "submitted" | "negotiating" | "paid" | "dispatched" | "received" | "completed" | "cancelled" | "refunded";
            statusLabel: string;
            submittedAt: string | null;
            /** @description 账期（卖家给予组织的付款条件）；null 为先付款后发货 */
            terms: {
                days: number;
                /** @description 应付日（北京时间，含当天）；发货时确定，之前为 null */
                dueOn: string | null;
                /** @enum {string} */
                kind: "invoice_first" | "monthly";
                kindLabel: string;
                overdue: boolean;
                /** @description 已发货尚未付的金额 */
                owedCents: components["schemas"]["MoneyCents"];
                /** @description 如「先票后款，发货后 30 天内付款」 */
                sentence: string;
            } | null;
            version: number;
            voucher: {
                faceValueCents: components["schemas"]["MoneyCents"];
                id: number;
                title: string;
            } | null;
        };
        OrderEvent: {
            action: string;
            actionLabel: string;
            /** @enum {string} */
            actor: "buyer" | "seller" | "system" | "operator" | "approver";
            createdAt: string;
            fromStatus: string | null;
            note: string | null;
            toStatus: string;
        };
        OrderLine: {
            amountCents: components["schemas"]["MoneyCents"];
            /** @description 来自报价的行：询价时的需求数量与单位 */
            asked: {
                /** @description 覆盖需求所需的包装数（向上取整）；单位无法换算时为 null */
                coveringPacks: number | null;
                quantity: number;
                unitCode: string;
            } | null;
            brand: string | null;
            cas: string | null;
            coaUrl: string | null;
            goodsId: number | null;
            hazard: components["schemas"]["LineHazard"];
            leadTimeDays: number;
            lineNo: number;
            /** @description 下单时商品标明的在售批号 */
            lotNumber: string | null;
            packSize: number;
            productName: string;
            productNameZh: string | null;
            purity: string | null;
            quantity: number;
            quotationId: number | null;
            /** @description 卖家这种物质的安全技术说明书（SDS）；卖家未提供为 null */
            sds: {
                /** @description 英文 SDS；卖家未提供为 null */
                enUrl: string | null;
                /** @description 卖家现行中文 SDS 的修订日期 */
                revisedOn: string;
                /** @description 下载地址（买卖双方） */
                url: string;
            } | null;
            /** @description 卖家发货时记录的实际批次；未发货或发货时未记录为 null */
            shippedLot: {
                coaRevisedAt: string | null;
                /** @description COA 修订次数（0 为首版） */
                coaRevision: number;
                /** @description 该批次检验报告的下载地址（买卖双方）；卖家未上传时为 null */
                coaUrl: string | null;
                lotNumber: string;
                /** @description 卖家召回该批次的时间；null 为未召回 */
                recalledAt: string | null;
                recallReason: string | null;
            } | null;
            unitCode: string;
            unitPriceCents: components["schemas"]["MoneyCents"];
        };
        OrderPayment: {
            amountCents: components["schemas"]["MoneyCents"];
            createdAt: string;
            id: number;
            /** @enum {string} */
            method: "voucher" | "deposit" | "transfer" | "online";
            methodLabel: string;
            proofUrl: string | null;
            rejectReason: string | null;
            settledAt: string | null;
            /** @enum {string} */
            status: "pending" | "settled" | "rejected" | "refunded" | "released";
            statusLabel: string;
        };
        ProductDetail: {
            cas: string;
            category: {
                name: string;
                slug: string;
            } | null;
            formula: string | null;
            /** @description GHS 标签（象形图、信号词、危险与防范说明）；平台审定的优先，否则为最新的供应商填写；null 表示无人填写 */
            ghs: {
                /** @description 来源，如“据 某供应商 SDS，2026-03 修订” */
                basis: string;
                /** @description 各供应商标签不一致、平台尚未审定 */
                disputed: boolean;
                /** @description 代码与中文文本依据的版本 */
                edition: string;
                hazards: {
                    code: string;
                    text: string;
                }[];
                pictograms: {
                    /** @enum {string} */
                    code: "GHS01" | "GHS02" | "GHS03" | "GHS04" | "GHS05" | "GHS06" | "GHS07" | "GHS08" | "GHS09";
                    name: string;
                }[];
                precautions: {
                    code: string;
                    text: string;
                }[];
                /** @description 平台审定的标签 */
                reviewed: boolean;
                signalWord: {
                    /** @enum {string} */
                    code: "danger" | "warning";
                    text: string;
                } | null;
            } | null;
            inchi: string | null;
            inchikey: string | null;
            iupacName: string | null;
            molecularWeight: number | null;
            name: string;
            /** @description 中文名：官方名录的，或按中国化学会命名原则生成的（见 nameZhSource） */
            nameZh: string | null;
            /** @description 中文名的出处：名录与条目号，或“…生成，非名录名称” */
            nameZhSource: string | null;
            offers: components["schemas"]["Offer"][];
            properties: {
                boilingPointK: number | null;
                densityKgM3: number | null;
                meltingPointK: number | null;
            };
            pubchemCid: number | null;
            smiles: string | null;
            synonyms: string[];
        };
        Quotation: {
            /** @description 该行有效报价中折算单价最低（仅买家视图标记） */
            cheapest: boolean;
            /** @description 检验报告（COA） */
            coa: {
                id: number;
                name: string;
                url: string;
            } | null;
            createdAt: string;
            /** @description 报价的运费（分）：0 为包邮；null 按卖家运费模板 */
            freightCents: components["schemas"]["MoneyCents"] | null;
            /** @description 报价所依据的在售商品 */
            goodsId: number | null;
            id: number;
            inquiryId: number;
            /** @description 现货 */
            inStock: boolean;
            /** @description 货期（天）；现货为 0 */
            leadTimeDays: number;
            lineId: number;
            normalizedPrice: {
                /** @description 每 1 g、1 mL 或 1 件的价格（分，可带小数） */
                cents: number;
                /** @enum {string} */
                per: "g" | "mL" | "piece";
            } | null;
            packSize: number;
            /** @description 每包装的价格（分，含税） */
            priceCents: components["schemas"]["MoneyCents"];
            purity: string | null;
            remarks: string | null;
            seller: components["schemas"]["SellerRef"];
            /** @enum {string} */
            status: "active" | "superseded" | "cancelled" | "accepted" | "lost" | "expired";
            statusLabel: string;
            /** @description 追加报价所替代的上一条报价 */
            supersedesId: number | null;
            unit: {
                code: string;
                name: string;
            };
            /** @description 报价有效期至（ISO） */
            validUntil: string;
        };
        SearchHit: {
            cas: string;
            category: string | null;
            categorySlug: string | null;
            formula: string | null;
            /** @description GHS 象形图与信号词（有标签且有象形图时） */
            hazard: {
                pictograms: string[];
                signalWord: string | null;
            } | null;
            /** @description 在售最低价，单位：分 */
            lowestPriceCents: components["schemas"]["MoneyCents"] | null;
            /** @description 命中的字段与文字，如命中的别名 */
            matched: {
                /** @enum {string} */
                field: "cas" | "inchikey" | "formula" | "name" | "name_zh" | "iupac" | "synonym" | "alias_zh" | "pinyin" | "pinyin_initials";
                text: string;
            } | null;
            molecularWeight: number | null;
            name: string;
            /** @description 中文名（来自官方名录） */
            nameZh: string | null;
            /** @description 在售报价数 */
            offerCount: number;
        };
        SellerGoods: {
            brand: string | null;
            cas: string;
            goodsId: number;
            leadTimeDays: number;
            /** @description 这种物质另需而卖家尚未具备的资质（如危险化学品经营许可证）；营业执照见 licences */
            missingLicences: {
                /** @description 满足要求的证书种类（任一即可） */
                anyOf: string[];
                message: string;
                /** @description 哪一项要求：在本平台销售、危险化学品 */
                reason: string;
            }[];
            name: string;
            /** @description CAS 号不在目录中，随商品一起等待审核的新物质 */
            newSubstance: boolean;
            packSize: number;
            priceCents: components["schemas"]["MoneyCents"];
            purity: string;
            /** @description 已提交、尚未付款的订单占用的件数；可售 = stock − reserved */
            reserved: number;
            /** @description 未通过审核的原因（rejected） */
            reviewNote: string | null;
            /** @description 这种物质的 SDS：required 为危险化学品（无中文 SDS 不能上架） */
            sds: {
                en: {
                    /** @description 上传时的文件名（仅卖家本人可见） */
                    fileName: string | null;
                    /** @description 修订日期 */
                    revisedOn: string;
                    uploadedAt: string;
                    /** @description 下载地址：该物质在售期间公开 */
                    url: string;
                } | null;
                /** @description 卖家本人按 SDS 填写的 GHS 标签 */
                label: {
                    hazardCodes: string[];
                    pictograms: string[];
                    precautionCodes: string[];
                    signalWord: ("danger" | "warning") | null;
                } | null;
                /** @description 平台要求更新、尚未更新 */
                request: {
                    note: string;
                    requestedAt: string;
                } | null;
                /** @description 物质属危险化学品：没有中文 SDS 不能上架 */
                required: boolean;
                zh: {
                    /** @description 上传时的文件名（仅卖家本人可见） */
                    fileName: string | null;
                    /** @description 修订日期 */
                    revisedOn: string;
                    uploadedAt: string;
                    /** @description 下载地址：该物质在售期间公开 */
                    url: string;
                } | null;
            };
            /** @enum {string} */
            status: "pending" | "on_shelf" | "off_shelf" | "rejected";
            /** @description 卖家填写的库存（件） */
            stock: number;
            unitCode: string;
            updatedAt: string;
        };
        SellerRef: {
            /** @description 厂家直供 */
            direct: boolean;
            id: number;
            /** @description 卖家（机构）名称 */
            name: string;
            /** @description 已上传营业执照/许可证（认证） */
            verified: boolean;
        };
        ShipInfo: {
            delivered: boolean;
            /** @description 由新到旧 */
            events: components["schemas"]["TrackingEvent"][];
            expressCompanyName: string;
            orderNo: string;
            /** @description 物流信息来源；development 为开发环境模拟数据 */
            provider: string;
            simulated: boolean;
            trackingNo: string;
            trackingUrl: string | null;
        };
        TrackingEvent: {
            at: string;
            description: string;
            location: string | null;
            status: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    addQuotation: {
        parameters: {
            query: {
                /** @description 询价行 id */
                lineId: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 24 小时内可报价行数（含追加）：上限与剩余 */
                            allowance: {
                                limit: number;
                                remaining: number;
                            };
                            area: string | null;
                            /** @description 掩码 */
                            buyer: string;
                            canQuote: boolean;
                            deadline: string;
                            /** @description 默认有效期（14 天后） */
                            defaultValidUntil: string;
                            inquiryId: number;
                            inquiryNo: string;
                            /** @enum {string} */
                            inquiryStatus: "open" | "quoted" | "partly_accepted" | "accepted" | "ordered" | "closed" | "cancelled" | "expired";
                            line: components["schemas"]["InquiryLine"];
                            /** @description 本人该产品的在售商品（“从我的商品报价”） */
                            myGoods: {
                                coaUploadId: number | null;
                                goodsId: number;
                                leadTimeDays: number;
                                lotNumber: string | null;
                                packSize: number;
                                priceCents: components["schemas"]["MoneyCents"];
                                purity: string;
                                stock: number;
                                unit: {
                                    code: string;
                                    name: string;
                                };
                            }[];
                            /** @description 本人在该行的有效报价：有则应追加（append_quotation）而非新报价 */
                            myQuotation: components["schemas"]["Quotation"] | null;
                            neededBy: string | null;
                            /** @description 不能报价时的原因 */
                            reason: string | null;
                            remarks: string | null;
                            /** @description 可换算为询价单位的包装单位（同为质量或同为体积；计数单位须与询价相同） */
                            units: {
                                code: string;
                                name: string;
                            }[];
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    addQuote: {
        parameters: {
            query?: {
                /** @description CAS 号、产品名称或询价单号 */
                keyword?: string;
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                area: string | null;
                                /** @description 掩码 */
                                buyer: string;
                                deadline: string;
                                inquiryId: number;
                                inquiryNo: string;
                                /** @enum {string} */
                                inquiryStatus: "open" | "quoted" | "partly_accepted" | "accepted" | "ordered" | "closed" | "cancelled" | "expired";
                                line: {
                                    accepted: boolean;
                                    cas: string | null;
                                    lineId: number;
                                    packaging: string | null;
                                    productName: string;
                                    purity: string | null;
                                    quantity: number;
                                    quoteCount: number;
                                    substanceId: number | null;
                                    unit: {
                                        code: string;
                                        name: string;
                                    };
                                };
                                quotation: components["schemas"]["Quotation"];
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    appendQuotation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 本人上传的检验报告（POST /api/upload_file，purpose=coa） */
                    coaUploadId?: (number | string) | null;
                    /** @description 折合每克/毫升价格远离该产品在售价格时（错误 4014），卖家核对后置 true 再提交 */
                    confirmUnusualPrice?: boolean | ("0" | "1" | "true" | "false");
                    /** @description 本报价的运费（分，含在成交订单中）：0 为包邮；不填按卖家的运费模板计算 */
                    freightCents?: (number | string) | null;
                    /** @description “从我的商品报价”：本人该产品的在售商品 id */
                    goodsId?: (number | string) | null;
                    /** @description 现货 */
                    inStock?: boolean | ("0" | "1" | "true" | "false");
                    leadTimeDays?: number | string;
                    packSize: number | string;
                    priceCents: number | string;
                    purity?: string | null;
                    /** @description 当前有效的本人报价 id */
                    quotationId: number | string;
                    remarks?: string | null;
                    /** @description 单位代码，取自 GET /api/unit，如 g、kg、mL、L */
                    unitCode: string;
                    /** @description 有效期至：日期（当天 24 点，北京时间）或 ISO 时间，须晚于现在，最长 90 天 */
                    validUntil: string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Quotation"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    bulkList: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                /** @description 最便宜的一个大包装报价 */
                                bulkOffer: components["schemas"]["Offer"];
                                /** @description 大包装（≥1 kg / 1 L，或按吨、桶）在售报价数 */
                                bulkOfferCount: number;
                                cas: string;
                                category: string | null;
                                categorySlug: string | null;
                                formula: string | null;
                                /** @description 在售最低价，单位：分 */
                                lowestPriceCents: components["schemas"]["MoneyCents"] | null;
                                molecularWeight: number | null;
                                name: string;
                                /** @description 中文名（来自官方名录） */
                                nameZh: string | null;
                                /** @description 在售报价数 */
                                offerCount: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    cancelList: {
        parameters: {
            query?: {
                /** @description CAS 号、产品名称或询价单号 */
                keyword?: string;
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                area: string | null;
                                /** @description 掩码 */
                                buyer: string;
                                deadline: string;
                                inquiryId: number;
                                inquiryNo: string;
                                /** @enum {string} */
                                inquiryStatus: "open" | "quoted" | "partly_accepted" | "accepted" | "ordered" | "closed" | "cancelled" | "expired";
                                line: {
                                    accepted: boolean;
                                    cas: string | null;
                                    lineId: number;
                                    packaging: string | null;
                                    productName: string;
                                    purity: string | null;
                                    quantity: number;
                                    quoteCount: number;
                                    substanceId: number | null;
                                    unit: {
                                        code: string;
                                        name: string;
                                    };
                                };
                                quotation: components["schemas"]["Quotation"];
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    cancelQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quotationId: number | string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Quotation"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    cart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Cart"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    cartAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "goodsId": 1201,
                 *       "quantity": 2
                 *     }
                 */
                "application/json": {
                    goodsId: number | string;
                    /** @description 件数（包装数），加到购物车里已有的数量上 */
                    quantity?: number | string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Cart"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    cartDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Cart"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    cartUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    quantity: number | string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Cart"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    contract: {
        parameters: {
            query: {
                orderNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 文件（text/html; charset=utf-8）；可由浏览器链接直接打开（不带签名时凭 token Cookie）；失败时为信封 { code, msg, data } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: unknown;
                        msg: string;
                    };
                    "text/html; charset=utf-8": string;
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    contractPdf: {
        parameters: {
            query: {
                orderNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 文件（application/pdf）；可由浏览器链接直接打开（不带签名时凭 token Cookie）；失败时为信封 { code, msg, data } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: unknown;
                        msg: string;
                    };
                    "application/pdf": string;
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    createGoods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    brand?: string;
                    cas: string;
                    /** @description 批次的检验报告：POST /api/upload_file（purpose=coa）返回的 id */
                    coaUploadId?: (number | string) | null;
                    /** @default  */
                    formula?: string;
                    leadTimeDays: number;
                    /** @default  */
                    lotNumber?: string;
                    /**
                     * @description CAS 号不在目录中时必填：新物质的名称
                     * @default
                     */
                    name?: string;
                    packs: {
                        packSize: number;
                        /**
                         * Format: int64
                         * @description 价格，单位：分
                         */
                        priceCents: number;
                        stock: number;
                        unitCode: string;
                    }[];
                    purity: string;
                    /** @description 这种物质的安全技术说明书（SDS）：危险化学品上架必需；也可随后用 POST /api/goods_sds 上传 */
                    sds?: {
                        /**
                         * @description 英文 SDS 上的修订日期；不填与中文版相同
                         * @default null
                         */
                        enRevisedOn?: string | null;
                        /** @description 英文 SDS（可选），同上 */
                        enUploadId?: (number | string) | null;
                        /** @description 中文 SDS 上的修订日期 YYYY-MM-DD；不晚于今天，不早于现有版本（上传后 7 天内可更正） */
                        revisedOn: string;
                        /** @description 中文 SDS：本人 POST /api/upload_file（purpose=sds，仅 PDF）得到的 id；危险化学品上架必需 */
                        zhUploadId?: (number | string) | null;
                    } | null;
                    /**
                     * @description 新物质的结构式；服务器用 RDKit 校验并规范化，计算 InChIKey
                     * @default
                     */
                    smiles?: string;
                    /** @default  */
                    storageConditions?: string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            goodsIds: number[];
                            newSubstance: boolean;
                            /** @constant */
                            status: "pending";
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cartItemIds": [
                 *         88031
                 *       ],
                 *       "invoiceInfoId": null,
                 *       "organisationId": 17,
                 *       "purchaseOrderNo": "PO-2026-0412"
                 *     }
                 */
                "application/json": {
                    /** @description 收货地址；不填用默认地址 */
                    addressId?: number | string;
                    /** @description 从购物车下单：选中的购物车行 */
                    cartItemIds?: (number | string)[];
                    /** @description 以组织名义采购时使用的经费卡；提交时占用应付金额，付款时计入支出 */
                    fundId?: (number | string) | null;
                    /** @description 按卖家分组的选择：配送方式、优惠券、备注 */
                    groups?: {
                        buyerNote?: string;
                        /** @description 配送方式（快递公司）；不填为平台按商品选择的默认方式 */
                        expressCompanyId?: number | string;
                        sellerId: number | string;
                        voucherId?: number | string;
                    }[];
                    /** @description 开票信息；null 为不开票；不填用默认开票信息 */
                    invoiceInfoId?: (number | string) | null;
                    /** @description 为哪个组织采购（须是该组织的采购人）；null 为个人采购 */
                    organisationId?: (number | string) | null;
                    /** @description true：按卖家给予该组织的账期（先票后款或月结）下单，卖家可未付款发货，到期前付清；每个卖家都须给予了账期且额度够用 */
                    payOnTerms?: boolean | ("0" | "1" | "true" | "false");
                    /**
                     * @description true：只计算金额，不生成订单
                     * @default false
                     */
                    preview?: boolean;
                    /**
                     * @description 项目编号（财务要求时填写，印在合同与开票申请上）
                     * @default null
                     */
                    projectNo?: string | null;
                    /**
                     * @description 采购单号（财务要求时填写，印在合同与开票申请上）
                     * @default null
                     */
                    purchaseOrderNo?: string | null;
                    /** @description 从已采纳的报价下单 */
                    quotationIds?: (number | string)[];
                    /** @description 从报价下单时买家改过的包装数；不填按覆盖询价数量的包装数（向上取整） */
                    quotationQuantities?: {
                        quantity: number;
                        quotationId: number | string;
                    }[];
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "preview": false,
                     *         "orders": [
                     *           {
                     *             "orderNo": "DD20261124000012",
                     *             "status": "created",
                     *             "payableCents": 27600
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["CreateOrderResult"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    createQuotation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 本人上传的检验报告（POST /api/upload_file，purpose=coa） */
                    coaUploadId?: (number | string) | null;
                    /** @description 折合每克/毫升价格远离该产品在售价格时（错误 4014），卖家核对后置 true 再提交 */
                    confirmUnusualPrice?: boolean | ("0" | "1" | "true" | "false");
                    /** @description 本报价的运费（分，含在成交订单中）：0 为包邮；不填按卖家的运费模板计算 */
                    freightCents?: (number | string) | null;
                    /** @description “从我的商品报价”：本人该产品的在售商品 id */
                    goodsId?: (number | string) | null;
                    /** @description 现货 */
                    inStock?: boolean | ("0" | "1" | "true" | "false");
                    leadTimeDays?: number | string;
                    /** @description 询价行 id */
                    lineId: number | string;
                    packSize: number | string;
                    priceCents: number | string;
                    purity?: string | null;
                    remarks?: string | null;
                    /** @description 单位代码，取自 GET /api/unit，如 g、kg、mL、L */
                    unitCode: string;
                    /** @description 有效期至：日期（当天 24 点，北京时间）或 ISO 时间，须晚于现在，最长 90 天 */
                    validUntil: string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Quotation"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    electronicGrade: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                cas: string;
                                category: string | null;
                                categorySlug: string | null;
                                formula: string | null;
                                /** @description 电子级等级，如 SEMI G4、6N */
                                grade: string;
                                /** @description 在售最低价，单位：分 */
                                lowestPriceCents: components["schemas"]["MoneyCents"] | null;
                                molecularWeight: number | null;
                                name: string;
                                /** @description 中文名（来自官方名录） */
                                nameZh: string | null;
                                /** @description 等级说明，如金属杂质上限 */
                                note: string | null;
                                /** @description 在售报价数 */
                                offerCount: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    expressCompany: {
        parameters: {
            query?: {
                /** @description true：只列可承运危险化学品的公司；false：只列普通快递 */
                dangerousGoods?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 快递公司编码，如 SF、ZTO */
                            code: string;
                            /** @description 具备危险货物道路运输资质（可承运危险化学品） */
                            dangerousGoods: boolean;
                            id: number;
                            name: string;
                            /** @description 查询运单的网址，{no} 处填运单号；null 为无公开查询页 */
                            trackingUrlTemplate: string | null;
                        }[];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    freightQuote: {
        parameters: {
            query: {
                /** @description 商品 id，逗号分隔 */
                goodsIds: string;
                /** @description 目的省份代码；不填时用本人的默认收货地址，再无则不计算 */
                province?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            offers: {
                                /** @description 预计送达日期（YYYY-MM-DD，北京时间） */
                                deliveredBy: string | null;
                                /** @description 买一件到该省份的运费（分）；不配送时为 null */
                                freightCents: components["schemas"]["MoneyCents"] | null;
                                goodsId: number;
                                /** @description 怎么算的，或为何不配送 */
                                note: string;
                            }[];
                            /** @description 计算所用的目的省份 */
                            province: {
                                code: string;
                                name: string;
                            } | null;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    restriction: {
        parameters: {
            query: {
                /** @description CAS 号，带或不带连字符，如 7722-64-7 */
                cas: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 规范化后的 CAS 号 */
                            cas: string;
                            /** @description 逐个名录的结果，顺序：易制毒、易制爆、剧毒、危险化学品目录 */
                            lists: {
                                /** @description 易制毒的类别（1/2/3）或易制爆的分组；其他名录为 null */
                                category: string | null;
                                /** @description 本站是否持有完整名录；为 false 时 onList=false 只表示本站数据中未找到，不能据此认定不在名录中 */
                                complete: boolean;
                                /** @description 名录中该条目的中文品名 */
                                entryName: string | null;
                                /** @description 名录中的序号或编号 */
                                item: string | null;
                                /**
                                 * @description 名录：precursor 易制毒、explosive_precursor 易制爆、highly_toxic 剧毒、hazardous 危险化学品目录
                                 * @enum {string}
                                 */
                                key: "precursor" | "explosive_precursor" | "highly_toxic" | "hazardous";
                                /** @description 名录的简称，如“易制毒化学品” */
                                name: string;
                                /** @description 名录对该条目的限定（浓度、形态等）或说明 */
                                note: string | null;
                                /** @description 该 CAS 号是否列在本名录中（按 CAS 号精确匹配） */
                                onList: boolean;
                                /** @description 在名录中时，购买方须提供的证件及法规依据 */
                                requirement: {
                                    /** @description 法规依据（条款） */
                                    basis: string;
                                    /** @description 购买方须提供的证件或须办理的手续 */
                                    text: string;
                                } | null;
                                source: {
                                    /** @description 发布机关 */
                                    authority: string;
                                    /** @description 名录的正式名称 */
                                    document: string;
                                    /** @description 版本或增补情况 */
                                    edition: string;
                                    /** @description 取用数据的日期（YYYY-MM-DD） */
                                    taken: string;
                                    /** @description 本站数据所依据的副本地址 */
                                    url: string;
                                };
                            }[];
                            /** @description 是否列入任一名录 */
                            regulated: boolean;
                            /** @description 购买方须满足的全部要求（去重），每条附法规依据 */
                            requirements: string[];
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    duePayInfo: {
        parameters: {
            query: {
                orderNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            bankAccount: {
                                accountName: string;
                                accountNo: string;
                                bankName: string;
                            } | null;
                            /** @description 未满足的管制品资质；非空时不能付款 */
                            blockedBy: {
                                cas: string;
                                message: string;
                                reason: string;
                            }[];
                            certificateUploadPath: string;
                            depositBalanceCents: components["schemas"]["MoneyCents"];
                            order: components["schemas"]["Order"];
                            payments: components["schemas"]["OrderPayment"][];
                            pendingTransferCents: components["schemas"]["MoneyCents"];
                            usableVouchers: {
                                faceValueCents: components["schemas"]["MoneyCents"];
                                id: number;
                                minOrderCents: components["schemas"]["MoneyCents"];
                                title: string;
                                validUntil: string;
                            }[];
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getUploadExcel: {
        parameters: {
            query: {
                jobId: number | string;
                outcome?: "accepted" | "rejected";
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            job: components["schemas"]["ImportJob"];
                            list: {
                                cas: string | null;
                                goodsId: number | null;
                                name: string | null;
                                /** @enum {string} */
                                outcome: "accepted" | "rejected";
                                reason: string | null;
                                /** @description 表格中的行号 */
                                rowNo: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    goodChangeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "put_on" | "take_off";
                    goodsId: number | string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            cas: string;
                            goodsId: number;
                            /** @enum {string} */
                            status: "pending" | "on_shelf" | "off_shelf" | "rejected" | "deleted";
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    goodDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    goodsId: number | string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            cas: string;
                            goodsId: number;
                            /** @enum {string} */
                            status: "pending" | "on_shelf" | "off_shelf" | "rejected" | "deleted";
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    goodDetail: {
        parameters: {
            query: {
                goodsId: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["GoodsDetail"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    goodList: {
        parameters: {
            query?: {
                /** @description 按产品名称或 CAS 号筛选 */
                keyword?: string;
                page?: number | string;
                pageSize?: number | string;
                status?: "pending" | "on_shelf" | "off_shelf" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            counts: {
                                offShelf: number;
                                onShelf: number;
                                pending: number;
                                rejected: number;
                            };
                            /** @description 上架所需、卖家尚未具备的通用资质（营业执照）；missing 为空表示已具备 */
                            licences: {
                                missing: {
                                    /** @description 满足要求的证书种类（任一即可） */
                                    anyOf: string[];
                                    message: string;
                                    /** @description 哪一项要求：在本平台销售、危险化学品 */
                                    reason: string;
                                }[];
                                uploadPath: string;
                            };
                            list: components["schemas"]["SellerGoods"][];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    casLookup: {
        parameters: {
            query: {
                cas: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            cas: string;
                            formula: string | null;
                            /** @description false：目录中没有这个 CAS 号，须填写名称（及分子式、SMILES），随商品一起审核 */
                            known: boolean;
                            molecularWeight: number | null;
                            name: string | null;
                            nameZh: string | null;
                            /** @description 本人这种物质现行的 SDS（一份用于所有包装，发布时无须再传）；目录外的物质为 null */
                            sds: {
                                en: {
                                    /** @description 上传时的文件名（仅卖家本人可见） */
                                    fileName: string | null;
                                    /** @description 修订日期 */
                                    revisedOn: string;
                                    uploadedAt: string;
                                    /** @description 下载地址：该物质在售期间公开 */
                                    url: string;
                                } | null;
                                /** @description 卖家本人按 SDS 填写的 GHS 标签 */
                                label: {
                                    hazardCodes: string[];
                                    pictograms: string[];
                                    precautionCodes: string[];
                                    signalWord: ("danger" | "warning") | null;
                                } | null;
                                /** @description 平台要求更新、尚未更新 */
                                request: {
                                    note: string;
                                    requestedAt: string;
                                } | null;
                                /** @description 物质属危险化学品：没有中文 SDS 不能上架 */
                                required: boolean;
                                zh: {
                                    /** @description 上传时的文件名（仅卖家本人可见） */
                                    fileName: string | null;
                                    /** @description 修订日期 */
                                    revisedOn: string;
                                    uploadedAt: string;
                                    /** @description 下载地址：该物质在售期间公开 */
                                    url: string;
                                } | null;
                            } | null;
                            /** @description 危险化学品：没有中文 SDS 不能上架 */
                            sdsRequired: boolean;
                            smiles: string | null;
                            /** @description 结构图（SVG） */
                            svg: string | null;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    goodsGhsLabel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 本人的商品：标签属于这种物质，依据本人现行的 SDS */
                    goodsId: number | string;
                    /**
                     * @description H 代码，如 H314；合并的写作 H300+H310
                     * @default []
                     */
                    hazardCodes?: string[];
                    /** @default [] */
                    pictograms?: ("GHS01" | "GHS02" | "GHS03" | "GHS04" | "GHS05" | "GHS06" | "GHS07" | "GHS08" | "GHS09")[];
                    /**
                     * @description P 代码，如 P280；合并的写作 P301+P330+P331
                     * @default []
                     */
                    precautionCodes?: string[];
                    /** @default null */
                    signalWord?: ("danger" | "warning") | null;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 来源，如“据 某供应商 SDS，2026-03 修订” */
                            basis: string;
                            /** @description 各供应商标签不一致、平台尚未审定 */
                            disputed: boolean;
                            /** @description 代码与中文文本依据的版本 */
                            edition: string;
                            hazards: {
                                code: string;
                                text: string;
                            }[];
                            pictograms: {
                                /** @enum {string} */
                                code: "GHS01" | "GHS02" | "GHS03" | "GHS04" | "GHS05" | "GHS06" | "GHS07" | "GHS08" | "GHS09";
                                name: string;
                            }[];
                            precautions: {
                                code: string;
                                text: string;
                            }[];
                            /** @description 平台审定的标签 */
                            reviewed: boolean;
                            signalWord: {
                                /** @enum {string} */
                                code: "danger" | "warning";
                                text: string;
                            } | null;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    importJob: {
        parameters: {
            query: {
                jobId: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["ImportJob"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    importJobs: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: components["schemas"]["ImportJob"][];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    goodsSds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description 英文 SDS 上的修订日期；不填与中文版相同
                     * @default null
                     */
                    enRevisedOn?: string | null;
                    /** @description 英文 SDS（可选），同上 */
                    enUploadId?: (number | string) | null;
                    /** @description 本人的商品；SDS 属于这种物质，本人这种物质的每个包装都用它 */
                    goodsId: number | string;
                    /** @description 中文 SDS 上的修订日期 YYYY-MM-DD；不晚于今天，不早于现有版本（上传后 7 天内可更正） */
                    revisedOn: string;
                    /** @description 中文 SDS：本人 POST /api/upload_file（purpose=sds，仅 PDF）得到的 id；危险化学品上架必需 */
                    zhUploadId?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            cas: string;
                            goodsId: number;
                            sds: {
                                en: {
                                    /** @description 上传时的文件名（仅卖家本人可见） */
                                    fileName: string | null;
                                    /** @description 修订日期 */
                                    revisedOn: string;
                                    uploadedAt: string;
                                    /** @description 下载地址：该物质在售期间公开 */
                                    url: string;
                                } | null;
                                /** @description 卖家本人按 SDS 填写的 GHS 标签 */
                                label: {
                                    hazardCodes: string[];
                                    pictograms: string[];
                                    precautionCodes: string[];
                                    signalWord: ("danger" | "warning") | null;
                                } | null;
                                /** @description 平台要求更新、尚未更新 */
                                request: {
                                    note: string;
                                    requestedAt: string;
                                } | null;
                                /** @description 物质属危险化学品：没有中文 SDS 不能上架 */
                                required: boolean;
                                zh: {
                                    /** @description 上传时的文件名（仅卖家本人可见） */
                                    fileName: string | null;
                                    /** @description 修订日期 */
                                    revisedOn: string;
                                    uploadedAt: string;
                                    /** @description 下载地址：该物质在售期间公开 */
                                    url: string;
                                } | null;
                            };
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    hotSale: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                cas: string;
                                category: string | null;
                                categorySlug: string | null;
                                formula: string | null;
                                /** @description 在售最低价，单位：分 */
                                lowestPriceCents: components["schemas"]["MoneyCents"] | null;
                                molecularWeight: number | null;
                                name: string;
                                /** @description 中文名（来自官方名录） */
                                nameZh: string | null;
                                /** @description 在售报价数 */
                                offerCount: number;
                                rank: number;
                                /** @description 近 30 天询价的买家数（同一买家多次询价只算一次） */
                                recentBuyerCount: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    inquiryIndex: {
        parameters: {
            query?: {
                /** @description CAS 号或产品名称（含其中一部分） */
                keyword?: string;
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                /** @description 收货省份/城市 */
                                area: string | null;
                                /** @description “王老师”式掩码 */
                                buyer: string;
                                createdAt: string;
                                deadline: string;
                                id: number;
                                inquiryNo: string;
                                lineCount: number;
                                /** @description 前 5 行（lineCount 为总行数） */
                                lines: {
                                    accepted: boolean;
                                    cas: string | null;
                                    lineId: number;
                                    packaging: string | null;
                                    productName: string;
                                    purity: string | null;
                                    quantity: number;
                                    quoteCount: number;
                                    substanceId: number | null;
                                    unit: {
                                        code: string;
                                        name: string;
                                    };
                                }[];
                                /** @description 是否为当前登录者本人的询价（本人不能报价） */
                                own: boolean;
                                /** @description 各行有效报价合计 */
                                quoteCount: number;
                                /** @enum {string} */
                                status: "open" | "quoted" | "partly_accepted" | "accepted" | "ordered" | "closed" | "cancelled" | "expired";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    invoiceCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            code: string;
                            description: string;
                            id: number;
                            name: string;
                        }[];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    invoiceList: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        /** @description 默认开票信息在前，其余按最近修改排序 */
                        data: {
                            list: components["schemas"]["InvoiceInfo"][];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    lostList: {
        parameters: {
            query?: {
                /** @description CAS 号、产品名称或询价单号 */
                keyword?: string;
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                area: string | null;
                                /** @description 掩码 */
                                buyer: string;
                                deadline: string;
                                inquiryId: number;
                                inquiryNo: string;
                                /** @enum {string} */
                                inquiryStatus: "open" | "quoted" | "partly_accepted" | "accepted" | "ordered" | "closed" | "cancelled" | "expired";
                                line: {
                                    accepted: boolean;
                                    cas: string | null;
                                    lineId: number;
                                    packaging: string | null;
                                    productName: string;
                                    purity: string | null;
                                    quantity: number;
                                    quoteCount: number;
                                    substanceId: number | null;
                                    unit: {
                                        code: string;
                                        name: string;
                                    };
                                };
                                quotation: components["schemas"]["Quotation"];
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    mainProducts: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                cas: string;
                                category: string | null;
                                categorySlug: string | null;
                                formula: string | null;
                                label: string | null;
                                /** @description 在售最低价，单位：分 */
                                lowestPriceCents: components["schemas"]["MoneyCents"] | null;
                                molecularWeight: number | null;
                                name: string;
                                /** @description 中文名（来自官方名录） */
                                nameZh: string | null;
                                note: string | null;
                                /** @description 在售报价数 */
                                offerCount: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    notQuote: {
        parameters: {
            query?: {
                /** @description CAS 号、产品名称或询价单号 */
                keyword?: string;
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                accepted: boolean;
                                area: string | null;
                                /** @description 掩码 */
                                buyer: string;
                                cas: string | null;
                                createdAt: string;
                                deadline: string;
                                inquiryId: number;
                                inquiryNo: string;
                                lineId: number;
                                /** @description 本人该产品的在售商品数（可“从我的商品报价”） */
                                onShelfGoodsCount: number;
                                packaging: string | null;
                                productName: string;
                                purity: string | null;
                                quantity: number;
                                quoteCount: number;
                                substanceId: number | null;
                                unit: {
                                    code: string;
                                    name: string;
                                };
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    orderCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderNo: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Order"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    orderDetail: {
        parameters: {
            query: {
                /** @example DD20261124000012 */
                orderNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["OrderDetail"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    orderDispatchList: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                /** @description 调用者此刻可做的操作：submit、pay、cancel、propose_price、dispatch、update_tracking、receive、refund、request_invoice、issue_invoice */
                                actions: string[];
                                /** @description 已发货时：到这一刻未确认收货则自动确认 */
                                autoReceiveAt: string | null;
                                buyer: {
                                    id: number;
                                    name: string;
                                };
                                buyerNote: string | null;
                                cancelledAt: string | null;
                                cancelReason: string | null;
                                /** @description 平台佣金（付款时按费率计算，只向卖家显示；买家看到 null） */
                                commissionCents: components["schemas"]["MoneyCents"] | null;
                                completedAt: string | null;
                                createdAt: string;
                                /** @description 含危险化学品：须由具备危险货物运输资质的承运商发货 */
                                dangerousGoods: boolean;
                                delivery: {
                                    areaLabel: string;
                                    detail: string;
                                    phone: string;
                                    postcode: string | null;
                                    receiver: string;
                                };
                                /** @description 优惠券抵扣 */
                                discountCents: components["schemas"]["MoneyCents"];
                                dispatchedAt: string | null;
                                /** @description 尚需支付 */
                                dueCents: components["schemas"]["MoneyCents"];
                                /** @description 买家选择的配送方式 */
                                expressCompany: {
                                    dangerousGoods: boolean;
                                    id: number;
                                    name: string;
                                } | null;
                                /** @description 使用的经费卡（仅买家可见）；null 为未指定 */
                                fund: {
                                    code: string;
                                    id: number;
                                    name: string;
                                } | null;
                                /** @description 货款（议价成交后为成交价） */
                                goodsCents: components["schemas"]["MoneyCents"];
                                inquiryNo: string | null;
                                invoice: {
                                    bankAccount: string | null;
                                    bankName: string | null;
                                    categoryCode: string;
                                    categoryName: string;
                                    email: string | null;
                                    registeredAddress: string | null;
                                    registeredPhone: string | null;
                                    taxNumber: string | null;
                                    title: string;
                                } | null;
                                /** @enum {string} */
                                invoiceStatus: "none" | "requested" | "issued";
                                lines: components["schemas"]["OrderLine"][];
                                /** @description 按报价/标价的货款 */
                                listGoodsCents: components["schemas"]["MoneyCents"];
                                orderNo: string;
                                /** @description 为哪个组织采购；null 为个人采购 */
                                organisation: {
                                    id: number;
                                    name: string;
                                } | null;
                                paidAt: string | null;
                                paidCents: components["schemas"]["MoneyCents"];
                                /** @description 应付 = 货款 + 运费 − 优惠 */
                                payableCents: components["schemas"]["MoneyCents"];
                                /** @description 买家的项目编号（如经费卡号） */
                                projectNo: string | null;
                                /** @description 买家的采购单号 */
                                purchaseOrderNo: string | null;
                                receivedAt: string | null;
                                receiveMode: ("buyer" | "auto") | null;
                                refundedAt: string | null;
                                refundReason: string | null;
                                /** @description 管制品要求及买家是否满足 */
                                regulated: {
                                    cas: string;
                                    message: string;
                                    met: boolean;
                                    /** @description 买家可用于该品种的许可证及剩余数量，如“易制毒化学品购买备案证明 （沪）… 剩余 1.5 kg / 共 2 kg，本单需要 1.83 kg”；不限量的证书只列编号 */
                                    permits: string[];
                                    /** @description 未付款订单：没有一张许可证的剩余数量够本单，付款将被拒绝 */
                                    permitShort: boolean;
                                    reason: string;
                                }[];
                                /**
                                 * @description 调用者在这张订单里的身份
                                 * @enum {string}
                                 */
                                role: "buyer" | "seller";
                                seller: {
                                    id: number;
                                    name: string;
                                };
                                /** @description 卖家实得 = 货款 + 运费 − 平台佣金（只向卖家显示） */
                                sellerNetCents: components["schemas"]["MoneyCents"] | null;
                                shipment: {
                                    dispatchedAt: string;
                                    expressCompanyId: number;
                                    expressCompanyName: string;
                                    trackingNo: string;
                                    trackingUrl: string | null;
                                } | null;
                                shippingCents: components["schemas"]["MoneyCents"];
                                /** @description 运费怎么算的：卖家报价的运费或卖家运费模板（区域、首重续重、包邮、危险品附加）与预计送达 */
                                shippingNote: string | null;
                                /** @enum {string} */
                                source: "cart" | "quotation";
                                /** @enum {string} */
                                status: "created" | "pending_approval" | "submitted" | "negotiating" | "paid" | "dispatched" | "received" | "completed" | "cancelled" | "refunded";
                                statusLabel: string;
                                submittedAt: string | null;
                                /** @description 账期（卖家给予组织的付款条件）；null 为先付款后发货 */
                                terms: {
                                    days: number;
                                    /** @description 应付日（北京时间，含当天）；发货时确定，之前为 null */
                                    dueOn: string | null;
                                    /** @enum {string} */
                                    kind: "invoice_first" | "monthly";
                                    kindLabel: string;
                                    overdue: boolean;
                                    /** @description 已发货尚未付的金额 */
                                    owedCents: components["schemas"]["MoneyCents"];
                                    /** @description 如「先票后款，发货后 30 天内付款」 */
                                    sentence: string;
                                } | null;
                                version: number;
                                voucher: {
                                    faceValueCents: components["schemas"]["MoneyCents"];
                                    id: number;
                                    title: string;
                                } | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    orderInvoiceIssue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    invoiceNumber: string;
                    orderNo: string;
                    uploadId?: number | string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Order"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    orderInvoiceRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    invoiceInfoId?: number | string;
                    orderNo: string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Order"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    orderInvoices: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
                /** @description all、none（未申请）、requested（已申请）、issued（已开具） */
                status?: "all" | "none" | "requested" | "issued";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                /** @description 发票 PDF 的下载地址（买卖双方可下载） */
                                fileUrl: string | null;
                                /** @description 卖家上传了发票 PDF */
                                hasFile: boolean;
                                invoiceNumber: string | null;
                                invoiceStatusLabel: string;
                                issuedAt: string | null;
                                order: components["schemas"]["Order"];
                                requestedAt: string | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    orderInvoicesSell: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
                /** @description all、none（未申请）、requested（已申请）、issued（已开具） */
                status?: "all" | "none" | "requested" | "issued";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                /** @description 发票 PDF 的下载地址（买卖双方可下载） */
                                fileUrl: string | null;
                                /** @description 卖家上传了发票 PDF */
                                hasFile: boolean;
                                invoiceNumber: string | null;
                                invoiceStatusLabel: string;
                                issuedAt: string | null;
                                order: components["schemas"]["Order"];
                                requestedAt: string | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    orderRefunds: {
        parameters: {
            query: {
                orderNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            orderNo: string;
                            paidCashCents: components["schemas"]["MoneyCents"];
                            partialRefundAllowed: boolean;
                            /** @description 仍可退的现金（已付现金 − 已退）；优惠券不退现 */
                            refundableCents: components["schemas"]["MoneyCents"];
                            refundedCents: components["schemas"]["MoneyCents"];
                            /** @description 新的在前 */
                            refunds: {
                                amountCents: components["schemas"]["MoneyCents"];
                                createdAt: string;
                                /** @description 原路退回失败的原因（资金已转入买家预存款） */
                                failureReason: string | null;
                                finishedAt: string | null;
                                /**
                                 * @description deposit 退回预存款；online 原路退回在线支付；transfer 银行转账退款（经提现/付款通道）
                                 * @enum {string}
                                 */
                                method: "deposit" | "online" | "transfer";
                                /** @description 退回预存款 / 原路退回在线支付（支付宝/微信/模拟）/ 银行转账退款 */
                                methodLabel: string;
                                orderNo: string;
                                /** @description 银行转账退款：把款项打到买家银行账户的提现单号（尚未指定账户时为空） */
                                payoutNo: string | null;
                                payoutRequestable: boolean;
                                providerRefundNo: string | null;
                                reason: string;
                                refundNo: string;
                                sentAt: string | null;
                                simulatable: boolean;
                                /** @enum {string} */
                                status: "requested" | "sent" | "succeeded" | "failed" | "awaiting_payout" | "paying_out";
                                statusLabel: string;
                                whereLabel: string;
                            }[];
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    orderSell: {
        parameters: {
            query?: {
                /** @description 开始日期（北京时间，含当天），YYYY-MM-DD */
                from?: string;
                /** @description 订单号、CAS 号或品名 */
                keyword?: string;
                page?: number | string;
                pageSize?: number | string;
                status?: "all" | "created" | "unpaid" | "paid" | "dispatched" | "received" | "completed" | "closed";
                /** @description 结束日期（北京时间，含当天），YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 各标签的订单数 */
                            counts: {
                                [key: string]: number;
                            };
                            list: components["schemas"]["Order"][];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    orderSellExport: {
        parameters: {
            query?: {
                /** @description 开始日期（北京时间，含当天），YYYY-MM-DD */
                from?: string;
                /** @description 订单号、CAS 号或品名 */
                keyword?: string;
                status?: "all" | "created" | "unpaid" | "paid" | "dispatched" | "received" | "completed" | "closed";
                /** @description 结束日期（北京时间，含当天），YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 文件（application/vnd.openxmlformats-officedocument.spreadsheetml.sheet）；可由浏览器链接直接打开（不带签名时凭 token Cookie）；失败时为信封 { code, msg, data } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: unknown;
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    organisationDeposit: {
        parameters: {
            query: {
                /** @description 组织编号 */
                organisationId: number | string;
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 机构预存款余额（分） */
                            balanceCents: components["schemas"]["MoneyCents"];
                            /** @description 收支明细，最新的在前 */
                            ledger: {
                                list: {
                                    /** @description 变动金额（分）：收入为正，支出为负 */
                                    amountCents: components["schemas"]["MoneyCents"];
                                    balanceAfterCents: components["schemas"]["MoneyCents"];
                                    createdAt: string;
                                    id: number;
                                    /** @enum {string} */
                                    kind: "recharge" | "payment" | "refund";
                                    /** @description 充值、订单付款、退款 */
                                    kindLabel: string;
                                    /** @description 充值或付款的成员；卖家或平台的退款为 null */
                                    member: {
                                        displayName: string;
                                        username: string;
                                    } | null;
                                    /** @description recharge:<id> 或 order:<订单号> */
                                    reference: string;
                                    /** @description 如「充值单 R000012」「订单 DD2026…」 */
                                    referenceLabel: string;
                                }[];
                                page: number;
                                pageSize: number;
                                total: number;
                            };
                            /** @description 调用者是否是付款人（可以充值、用机构预存款付款） */
                            mayPay: boolean;
                            organisationId: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    organisationFunds: {
        parameters: {
            query: {
                /** @description 只列出我今天可用来下单的经费卡（结算页） */
                chargeable?: "0" | "1" | "true" | "false";
                /** @description 组织编号 */
                organisationId: number | string;
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                availableCents: components["schemas"]["MoneyCents"];
                                budgetCents: components["schemas"]["MoneyCents"] | null;
                                canCharge: boolean;
                                chargers: {
                                    displayName: string;
                                    memberId: number;
                                    username: string;
                                }[] | null;
                                code: string;
                                id: number;
                                name: string;
                                organisationId: number;
                                reservedCents: components["schemas"]["MoneyCents"] | null;
                                spentCents: components["schemas"]["MoneyCents"] | null;
                                /** @enum {string} */
                                status: "open" | "closed";
                                usableToday: boolean;
                                validFrom: string;
                                validUntil: string;
                            }[];
                            page: number;
                            pageSize: number;
                            requireFund: boolean;
                            seesAll: boolean;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    organisationOrders: {
        parameters: {
            query: {
                /** @description 组织编号 */
                organisationId: number | string;
                page?: number | string;
                pageSize?: number | string;
                /** @description 只看待审批的订单（审批队列） */
                pending?: "0" | "1" | "true" | "false";
                /** @description 只看待付款的订单（待付款，或已发货未付的账期订单）：付款人的付款队列 */
                toPay?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                approvals: {
                                    decidedAt: string;
                                    /** @enum {string} */
                                    decision: "approved" | "rejected";
                                    orderVersion: number;
                                    reason: string | null;
                                    username: string;
                                }[];
                                approvalsRequired: number;
                                /** @description 下单的采购人 */
                                buyer: {
                                    displayName: string;
                                    username: string;
                                };
                                canCancel: boolean;
                                canDecide: boolean;
                                canPay: boolean;
                                createdAt: string;
                                /** @description 使用的经费卡 */
                                fund: {
                                    code: string;
                                    id: number;
                                    name: string;
                                } | null;
                                lines: {
                                    cas: string | null;
                                    name: string;
                                    pack: string;
                                    quantity: number;
                                }[];
                                orderNo: string;
                                payableCents: components["schemas"]["MoneyCents"];
                                projectNo: string | null;
                                purchaseOrderNo: string | null;
                                seller: string;
                                status: string;
                                statusLabel: string;
                                version: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    payOrderFromOrganisationDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description 幂等键（8–64 位字母、数字、- 或 _）：同一个键重复提交只生效一次，返回第一次的结果。资金类接口一律用这个请求头；为兼容，请求体中的 idempotencyKey 字段也可（两者不一致时拒绝） */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "organisationId": 17,
                 *       "orderNo": "DD20261124000012",
                 *       "idempotencyKey": "po-2026-0412-pay"
                 *     }
                 */
                "application/json": {
                    /** @description 幂等键：客户端每次提交表单生成一个（如 UUID），重试时原样再发；同一个键只生效一次，重复请求返回第一次的结果 */
                    idempotencyKey: string;
                    /** @description 以本组织名义下的订单 */
                    orderNo: string;
                    /** @description 组织编号 */
                    organisationId: number | string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 付款后的机构预存款余额（分） */
                            balanceCents: components["schemas"]["MoneyCents"];
                            /** @description 订单在组织订单列表中的样子（不含买家的收货信息） */
                            order: {
                                approvals: {
                                    decidedAt: string;
                                    /** @enum {string} */
                                    decision: "approved" | "rejected";
                                    orderVersion: number;
                                    reason: string | null;
                                    username: string;
                                }[];
                                approvalsRequired: number;
                                /** @description 下单的采购人 */
                                buyer: {
                                    displayName: string;
                                    username: string;
                                };
                                canCancel: boolean;
                                canDecide: boolean;
                                canPay: boolean;
                                createdAt: string;
                                /** @description 使用的经费卡 */
                                fund: {
                                    code: string;
                                    id: number;
                                    name: string;
                                } | null;
                                lines: {
                                    cas: string | null;
                                    name: string;
                                    pack: string;
                                    quantity: number;
                                }[];
                                orderNo: string;
                                payableCents: components["schemas"]["MoneyCents"];
                                projectNo: string | null;
                                purchaseOrderNo: string | null;
                                seller: string;
                                status: string;
                                statusLabel: string;
                                version: number;
                            };
                            payments: components["schemas"]["OrderPayment"][];
                            /** @description 同一幂等键的重复请求：没有再次扣款 */
                            repeated: boolean;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    priceHistory: {
        parameters: {
            query: {
                cas: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            cas: string;
                            series: {
                                /** @enum {string} */
                                base: "g" | "mL";
                                /** @description 包装档位，如 g-10（≤10 g） */
                                key: string;
                                label: string;
                                points: {
                                    /** @description 当日最低每克（或每毫升）价格，分；无在售为 null */
                                    centsPerUnit: number | null;
                                    /** @description 北京时间日期 */
                                    day: string;
                                }[];
                            }[];
                            since: string;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    product: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description CAS 号，带或不带连字符，如 64-17-5
                 * @example 7647-14-5
                 */
                cas: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["ProductDetail"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    promotionalProducts: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                cas: string;
                                category: string | null;
                                categorySlug: string | null;
                                /** @description 促销截止时间；null 为长期 */
                                endsAt: string | null;
                                formula: string | null;
                                /** @description 促销标签，如“限时 8.5 折” */
                                label: string;
                                /** @description 在售最低价，单位：分 */
                                lowestPriceCents: components["schemas"]["MoneyCents"] | null;
                                molecularWeight: number | null;
                                name: string;
                                /** @description 中文名（来自官方名录） */
                                nameZh: string | null;
                                note: string | null;
                                /** @description 在售报价数 */
                                offerCount: number;
                                /** @description 促销价，单位：分 */
                                promotionPriceCents: components["schemas"]["MoneyCents"] | null;
                                startsAt: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    quickOrderPlace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 没有在售商品、转为一张批量询价的行 */
                    inquiryLines?: {
                        purity?: string | null;
                        quantity: number | string;
                        query: string;
                        row: number | string;
                        substanceId?: (number | string) | null;
                        unitCode: string;
                    }[];
                    /** @description 放入购物车的行：所选商品与件数 */
                    lines?: {
                        goodsId: number | string;
                        packs: number | string;
                        row: number | string;
                    }[];
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            added: number;
                            cart: components["schemas"]["Cart"];
                            /** @description 为其余行发起的询价单 */
                            inquiry: {
                                id: number;
                                inquiryNo: string;
                                lines: number;
                            } | null;
                            lines: {
                                added: boolean;
                                goodsId: number;
                                packs: number;
                                reason: string | null;
                                row: number;
                            }[];
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    quickOrderResolve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 已拆分的行（与 text 二选一） */
                    lines?: {
                        purity?: string | null;
                        quantity?: (number | string) | null;
                        query: string;
                        unitCode?: string | null;
                    }[];
                    /** @description 收货省份代码（如 44 广东）；不填按默认收货地址计算运费 */
                    province?: string;
                    /**
                     * @default cheapest
                     * @enum {string}
                     */
                    strategy?: "cheapest" | "fastest" | "one_seller";
                    /** @description 粘贴的清单：每行 CAS 号或名称、数量、单位，可加纯度，如“64-17-5 500 mL 99.5%” */
                    text?: string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            lines: {
                                /** @description 其他可选的在售商品（最多 5 个，按所选方式排序） */
                                alternatives: {
                                    brand: string | null;
                                    /** @description 预计几天送达（现货发货 + 运输） */
                                    days: number | null;
                                    /** @description 单独购买这一行时的运费；不知道收货省份时为 null */
                                    freightCents: components["schemas"]["MoneyCents"] | null;
                                    goodsCents: components["schemas"]["MoneyCents"];
                                    goodsId: number;
                                    /** @description 货款 + 运费 */
                                    landedCents: components["schemas"]["MoneyCents"];
                                    /** @description 覆盖所需数量的件数 */
                                    packs: number;
                                    packSize: number;
                                    /** @description 到手价按所需数量折算（每 g 或 mL） */
                                    perBase: {
                                        /** @description 每 1 g、1 mL 或 1 件的价格（分，可带小数） */
                                        cents: number;
                                        /** @enum {string} */
                                        per: "g" | "mL" | "piece";
                                    } | null;
                                    purity: string | null;
                                    sellerId: number;
                                    sellerName: string;
                                    /** @description 可售库存（件） */
                                    stock: number;
                                    unitCode: string;
                                    /** @description 每件价格 */
                                    unitPriceCents: components["schemas"]["MoneyCents"];
                                }[];
                                /** @description 按所选方式挑出的在售商品；null 时这一行转询价 */
                                choice: {
                                    brand: string | null;
                                    /** @description 预计几天送达（现货发货 + 运输） */
                                    days: number | null;
                                    /** @description 单独购买这一行时的运费；不知道收货省份时为 null */
                                    freightCents: components["schemas"]["MoneyCents"] | null;
                                    goodsCents: components["schemas"]["MoneyCents"];
                                    goodsId: number;
                                    /** @description 货款 + 运费 */
                                    landedCents: components["schemas"]["MoneyCents"];
                                    /** @description 覆盖所需数量的件数 */
                                    packs: number;
                                    packSize: number;
                                    /** @description 到手价按所需数量折算（每 g 或 mL） */
                                    perBase: {
                                        /** @description 每 1 g、1 mL 或 1 件的价格（分，可带小数） */
                                        cents: number;
                                        /** @enum {string} */
                                        per: "g" | "mL" | "piece";
                                    } | null;
                                    purity: string | null;
                                    sellerId: number;
                                    sellerName: string;
                                    /** @description 可售库存（件） */
                                    stock: number;
                                    unitCode: string;
                                    /** @description 每件价格 */
                                    unitPriceCents: components["schemas"]["MoneyCents"];
                                } | null;
                                /** @description 没有可买商品的原因（目录中没有、无现货、纯度不够、单位无法换算） */
                                problem: string | null;
                                purity: string | null;
                                quantity: number | null;
                                query: string;
                                regulated: {
                                    key: string;
                                    name: string;
                                }[];
                                row: number;
                                substance: {
                                    cas: string;
                                    id: number;
                                    name: string;
                                    nameZh: string | null;
                                } | null;
                                unitCode: string | null;
                            }[];
                            /** @description 运费按此省份计算；null：没有收货地址，运费在结算时计算 */
                            province: {
                                code: string;
                                name: string;
                            } | null;
                            sellers: {
                                /** @description 这一卖家的运费（同一卖家合并计算一次） */
                                freightCents: components["schemas"]["MoneyCents"] | null;
                                freightNote: string;
                                goodsCents: components["schemas"]["MoneyCents"];
                                lines: number;
                                sellerId: number;
                                sellerName: string;
                                totalCents: components["schemas"]["MoneyCents"];
                            }[];
                            /** @enum {string} */
                            strategy: "cheapest" | "fastest" | "one_seller";
                            totals: {
                                freightCents: components["schemas"]["MoneyCents"];
                                goodsCents: components["schemas"]["MoneyCents"];
                                lines: number;
                                matched: number;
                                totalCents: components["schemas"]["MoneyCents"];
                                unmatched: number;
                            };
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    quotationSheet: {
        parameters: {
            query: {
                /** @description 询价单 id */
                inquiryId: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 24 小时内可报价行数（含追加）：上限与剩余 */
                            allowance: {
                                limit: number;
                                remaining: number;
                            };
                            area: string | null;
                            /** @description 掩码 */
                            buyer: string;
                            canQuote: boolean;
                            deadline: string;
                            defaultValidUntil: string;
                            /** @description 本人保存的草稿 */
                            draft: {
                                rows: {
                                    confirmUnusualPrice?: boolean;
                                    /** @description 运费（元），空为按运费模板 */
                                    freight?: string | null;
                                    goodsId?: number | null;
                                    inStock?: boolean;
                                    leadTimeDays?: string | null;
                                    lineId: number;
                                    packSize?: string | null;
                                    /** @description 单价（元），原样保存 */
                                    price?: string | null;
                                    purity?: string | null;
                                    remarks?: string | null;
                                    unitCode?: string | null;
                                    validUntil?: string | null;
                                }[];
                                savedAt: string;
                            } | null;
                            inquiryId: number;
                            inquiryNo: string;
                            /** @enum {string} */
                            inquiryStatus: "open" | "quoted" | "partly_accepted" | "accepted" | "ordered" | "closed" | "cancelled" | "expired";
                            lines: {
                                /** @description 该行已采纳某条报价，不再接受报价 */
                                accepted: boolean;
                                cas: string | null;
                                id: number;
                                /** @description 行号，从 1 起 */
                                lineNo: number;
                                /** @description 本人在该行的有效报价：提交时不同则追加，相同则不变 */
                                mine: components["schemas"]["Quotation"] | null;
                                /** @description 本人该产品的在售商品（“从我的商品报价”） */
                                myGoods: {
                                    coaUploadId: number | null;
                                    goodsId: number;
                                    leadTimeDays: number;
                                    lotNumber: string | null;
                                    packSize: number;
                                    priceCents: components["schemas"]["MoneyCents"];
                                    purity: string;
                                    stock: number;
                                    unit: {
                                        code: string;
                                        name: string;
                                    };
                                }[];
                                packaging: string | null;
                                productName: string;
                                purity: string | null;
                                quantity: number;
                                smiles: string | null;
                                substanceId: number | null;
                                /** @description 是否为目录中的产品 */
                                substanceKnown: boolean;
                                unit: {
                                    code: string;
                                    name: string;
                                };
                                /** @description 该行可用的包装单位代码（可换算为询价单位） */
                                units: string[];
                            }[];
                            /** @description 一张报价单最多的行数（与询价单相同） */
                            maxLines: number;
                            neededBy: string | null;
                            /** @description 不能报价时的原因 */
                            reason: string | null;
                            remarks: string | null;
                            units: {
                                code: string;
                                name: string;
                            }[];
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    quotationSheetDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    inquiryId: number | string;
                    rows: {
                        confirmUnusualPrice?: boolean;
                        /** @description 运费（元），空为按运费模板 */
                        freight?: string | null;
                        goodsId?: number | null;
                        inStock?: boolean;
                        leadTimeDays?: string | null;
                        lineId: number | string;
                        packSize?: string | null;
                        /** @description 单价（元），原样保存 */
                        price?: string | null;
                        purity?: string | null;
                        remarks?: string | null;
                        unitCode?: string | null;
                        validUntil?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            rows: number;
                            savedAt: string;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    quoted: {
        parameters: {
            query?: {
                /** @description CAS 号、产品名称或询价单号 */
                keyword?: string;
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                area: string | null;
                                /** @description 掩码 */
                                buyer: string;
                                deadline: string;
                                inquiryId: number;
                                inquiryNo: string;
                                /** @enum {string} */
                                inquiryStatus: "open" | "quoted" | "partly_accepted" | "accepted" | "ordered" | "closed" | "cancelled" | "expired";
                                line: {
                                    accepted: boolean;
                                    cas: string | null;
                                    lineId: number;
                                    packaging: string | null;
                                    productName: string;
                                    purity: string | null;
                                    quantity: number;
                                    quoteCount: number;
                                    substanceId: number | null;
                                    unit: {
                                        code: string;
                                        name: string;
                                    };
                                };
                                quotation: components["schemas"]["Quotation"];
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    realTimePurchase: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                /** @description 只显示姓氏与称呼，如“王老师” */
                                buyer: string;
                                cas: string | null;
                                category: string | null;
                                createdAt: string;
                                formula: string | null;
                                /** @description 询价编号 */
                                id: number;
                                inCatalog: boolean;
                                lowestPriceCents: components["schemas"]["MoneyCents"] | null;
                                name: string;
                                nameZh: string | null;
                                offerCount: number;
                                purity: string | null;
                                quantity: number;
                                unit: {
                                    code: string;
                                    name: string;
                                };
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    search: {
        parameters: {
            query: {
                /** @description 分类标识（slug），如 organic */
                category?: string;
                /** @description none：无危险品标签（无人填写或无象形图）；GHS01…GHS09：标签含该象形图 */
                hazard?: "none" | "GHS01" | "GHS02" | "GHS03" | "GHS04" | "GHS05" | "GHS06" | "GHS07" | "GHS08" | "GHS09";
                /** @description 只看有现货（库存大于 0）的产品：1 或 true */
                inStock?: "0" | "1" | "true" | "false";
                /**
                 * @description CAS 号（带或不带连字符）、名称、别名、分子式（任意元素顺序）或 InChIKey
                 * @example 氯化钠
                 */
                keyword: string;
                /** @example 1 */
                page?: number | string;
                /** @example 20 */
                pageSize?: number | string;
                /** @description 最低纯度百分比（如 99）或等级（AR、GR、CP） */
                purity?: string;
                /** @description 只看该卖家在售的产品 */
                sellerId?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 按原词无结果时，纠正拼写后实际搜索的关键词 */
                            correctedKeyword: string | null;
                            list: components["schemas"]["SearchHit"][];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description 匹配过多时为 true：只列出最相关的结果（最多 1000 个），请输入更具体的关键词或使用筛选 */
                            truncated: boolean;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    sellerGoods: {
        parameters: {
            query: {
                /** @description CAS 号、中文名或英文名 */
                keyword?: string;
                page?: number | string;
                pageSize?: number | string;
                /** @description 卖家的会员编号 */
                sellerId: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                cas: string;
                                goodsId: number;
                                leadTimeDays: number;
                                name: string;
                                nameZh: string | null;
                                packSize: number;
                                priceCents: components["schemas"]["MoneyCents"];
                                purity: string;
                                stock: number;
                                unitCode: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    sellerLots: {
        parameters: {
            query?: {
                /** @description 批号、品名或 CAS 号 */
                keyword?: string;
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                /** @description 收到该批次的买家数 */
                                buyers: number;
                                cas: string | null;
                                coaRevisedAt: string | null;
                                coaRevision: number;
                                /** @description 当前 COA（卖家本人可打开） */
                                coaUrl: string | null;
                                createdAt: string;
                                id: number;
                                lotNumber: string;
                                /** @description 发出该批次的订单数 */
                                orders: number;
                                productName: string;
                                recalledAt: string | null;
                                recallReason: string | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    sellerProfile: {
        parameters: {
            query: {
                /** @description 卖家的会员编号 */
                sellerId: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            memberSince: string;
                            name: string;
                            onShelfCount: number;
                            sellerId: number;
                            standing: {
                                /** @description 最近一次计算时间；null 表示尚未计算 */
                                computedAt: string | null;
                                /** @description false：新卖家，数据不足 */
                                enoughData: boolean;
                                figures: {
                                    coaCoverage: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        /** @description 比例 0–1；依据少于最少件数时为 null（数据不足） */
                                        share: number | null;
                                    };
                                    inquiriesAnswered: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        /** @description 比例 0–1；依据少于最少件数时为 null（数据不足） */
                                        share: number | null;
                                    };
                                    invoiceTurnaround: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        /** @description 申请开票到开出的时长中位数 */
                                        medianHours: number | null;
                                        waiting: number;
                                    };
                                    /** @description 少于这么多件不显示该项 */
                                    minBasis: number;
                                    onTimeDispatch: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        late: number;
                                        /** @description 迟发订单的迟发时长中位数（小时） */
                                        medianDelayHours: number | null;
                                        /** @description 比例 0–1；依据少于最少件数时为 null（数据不足） */
                                        share: number | null;
                                    };
                                    quoteResponse: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        /** @description 询价发出到该卖家首次报价的时长中位数 */
                                        medianHours: number | null;
                                    };
                                    sellerCancellations: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        count: number;
                                        /** @description 比例 0–1；依据少于最少件数时为 null（数据不足） */
                                        share: number | null;
                                    };
                                    /** @description 统计窗口：近 180 天 */
                                    windowDays: number;
                                };
                                ratings: {
                                    /** @description 评价数（全部） */
                                    count: number;
                                    delivery: number | null;
                                    /** @description 三项平均 */
                                    overall: number | null;
                                    /** @description 质量平均分 1–5，保留一位小数；无评价为 null */
                                    quality: number | null;
                                    service: number | null;
                                };
                                sellerId: number;
                            };
                            /** @description 经审核的企业信息；未认证为 null */
                            verified: {
                                /** @description 统一社会信用代码 */
                                creditCode: string | null;
                                /** @description 已审核通过、在有效期内的资质 */
                                licences: {
                                    kind: string;
                                    label: string;
                                    validUntil: string | null;
                                }[];
                                organisationName: string;
                            } | null;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    sellerRatings: {
        parameters: {
            query: {
                page?: number | string;
                pageSize?: number | string;
                /** @description 卖家的会员编号 */
                sellerId: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            list: {
                                /** @description 买家（隐去部分） */
                                buyer: string;
                                /** @description 被运营隐藏时为 null */
                                comment: string | null;
                                commentHidden: boolean;
                                createdAt: string;
                                delivery: number;
                                id: number;
                                /** @description 仅买卖双方与运营可见 */
                                orderNo: string | null;
                                quality: number;
                                repliedAt: string | null;
                                reply: string | null;
                                service: number;
                                updatedAt: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    sellerStandings: {
        parameters: {
            query: {
                /** @description 卖家的会员编号，逗号分隔，最多 50 个 */
                sellerIds: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 与所问卖家一一对应（去重后） */
                            list: {
                                /** @description 最近一次计算时间；null 表示尚未计算 */
                                computedAt: string | null;
                                /** @description false：新卖家，数据不足 */
                                enoughData: boolean;
                                figures: {
                                    coaCoverage: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        /** @description 比例 0–1；依据少于最少件数时为 null（数据不足） */
                                        share: number | null;
                                    };
                                    inquiriesAnswered: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        /** @description 比例 0–1；依据少于最少件数时为 null（数据不足） */
                                        share: number | null;
                                    };
                                    invoiceTurnaround: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        /** @description 申请开票到开出的时长中位数 */
                                        medianHours: number | null;
                                        waiting: number;
                                    };
                                    /** @description 少于这么多件不显示该项 */
                                    minBasis: number;
                                    onTimeDispatch: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        late: number;
                                        /** @description 迟发订单的迟发时长中位数（小时） */
                                        medianDelayHours: number | null;
                                        /** @description 比例 0–1；依据少于最少件数时为 null（数据不足） */
                                        share: number | null;
                                    };
                                    quoteResponse: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        /** @description 询价发出到该卖家首次报价的时长中位数 */
                                        medianHours: number | null;
                                    };
                                    sellerCancellations: {
                                        /** @description 依据的件数 */
                                        basis: number;
                                        count: number;
                                        /** @description 比例 0–1；依据少于最少件数时为 null（数据不足） */
                                        share: number | null;
                                    };
                                    /** @description 统计窗口：近 180 天 */
                                    windowDays: number;
                                };
                                ratings: {
                                    /** @description 评价数（全部） */
                                    count: number;
                                    delivery: number | null;
                                    /** @description 三项平均 */
                                    overall: number | null;
                                    /** @description 质量平均分 1–5，保留一位小数；无评价为 null */
                                    quality: number | null;
                                    service: number | null;
                                };
                                sellerId: number;
                            }[];
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    shipInfo: {
        parameters: {
            query: {
                orderNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["ShipInfo"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    structureSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description substructure 子结构、similarity 相似度、exact 精确
                     * @default substructure
                     * @enum {string}
                     */
                    mode?: "substructure" | "similarity" | "exact";
                    page?: number | string;
                    pageSize?: number | string;
                    /** @description 查询结构：SMILES、SMARTS 或 molfile（V2000/V3000）；SMILES 中的 * 表示任意原子 */
                    structure: string;
                    /** @description 相似度搜索的 Tanimoto 阈值（Morgan 半径 2、2048 位），默认 0.7 */
                    threshold?: number | string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /**
                             * @description 执行搜索的引擎：内存索引或 PostgreSQL RDKit 插件
                             * @enum {string}
                             */
                            engine: "memory" | "cartridge";
                            list: {
                                cas: string;
                                formula: string | null;
                                /** @description 在售最低价，单位：分 */
                                lowestPriceCents: components["schemas"]["MoneyCents"] | null;
                                molecularWeight: number | null;
                                name: string;
                                /** @description 中文名（来自官方名录） */
                                nameZh: string | null;
                                /** @description 在售报价数 */
                                offerCount: number;
                                score: number | null;
                                smiles: string;
                                svg: string | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description 结果不完整：命中超过 1000 条，或搜索达到时间上限 */
                            truncated: boolean;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    submitOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderNo": "DD20261124000012"
                 *     }
                 */
                "application/json": {
                    orderNo: string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "orderNo": "DD20261124000012",
                     *         "status": "submitted",
                     *         "payableCents": 27600
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Order"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    submitQuotationSheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    inquiryId: number | string;
                    /** @description 要报价的行：字段同 POST /api/create_quotation（lineId、priceCents、packSize、unitCode、purity、inStock、leadTimeDays、validUntil、remarks、goodsId、confirmUnusualPrice） */
                    rows: ({
                        lineId: number | string;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            /** @description 新报价的行数 */
                            created: number;
                            inquiryId: number;
                            /** @description 追加报价（取代原报价）的行数 */
                            revised: number;
                            rows: {
                                lineId: number;
                                lineNo: number;
                                /** @enum {string} */
                                outcome: "created" | "revised" | "unchanged";
                                quotationId: number;
                            }[];
                            /** @description 与有效报价相同、未改动的行数 */
                            unchanged: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    addressList: {
        parameters: {
            query?: {
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        /** @description 默认地址在前，其余按最近修改排序 */
                        data: {
                            list: {
                                /** @description 省、市、区县代码 */
                                areaCodes: string[];
                                /** @description 所在地区名称，如“广东省 广州市 天河区” */
                                areaLabel: string;
                                createdAt: string;
                                /** @description 详细地址 */
                                detail: string;
                                /** @description 收货地址编号 */
                                id: number;
                                /** @description 是否默认地址；有地址时恰有一个默认 */
                                isDefault: boolean;
                                /** @description 收货人电话（手机号 11 位；固定电话形如 020-12345678） */
                                phone: string;
                                /** @description 邮政编码 */
                                postcode: string | null;
                                /** @description 收货人 */
                                receiver: string;
                                updatedAt: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    unit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            code: string;
                            id: number;
                            /** @enum {string} */
                            kind: "mass" | "volume" | "count";
                            name: string;
                        }[];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    updateExpress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expressCompanyId: number | string;
                    /** @description 各行实际发出的批号（及 COA）。发货时不填的行沿用下单时商品的批号与 COA（商品没有批号则不记录）；更正已发货订单时只改所列的行 */
                    lots?: {
                        /** @description 这一批次的检验报告：本人 POST /api/upload_file（purpose=coa）得到的 id；不填沿用该批次已有的 COA */
                        coaUploadId?: (number | string) | null;
                        lineNo: number | string;
                        lotNumber: string;
                    }[];
                    orderNo: string;
                    trackingNo: string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["Order"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    updateGoods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    brand?: string;
                    cas: string;
                    /** @description 批次的检验报告：POST /api/upload_file（purpose=coa）返回的 id */
                    coaUploadId?: (number | string) | null;
                    /** @default  */
                    formula?: string;
                    goodsId: number | string;
                    leadTimeDays: number;
                    /** @default  */
                    lotNumber?: string;
                    /**
                     * @description CAS 号不在目录中时必填：新物质的名称
                     * @default
                     */
                    name?: string;
                    packSize: number;
                    /**
                     * Format: int64
                     * @description 价格，单位：分
                     */
                    priceCents: number;
                    purity: string;
                    /** @description 这种物质的安全技术说明书（SDS）：危险化学品上架必需；也可随后用 POST /api/goods_sds 上传 */
                    sds?: {
                        /**
                         * @description 英文 SDS 上的修订日期；不填与中文版相同
                         * @default null
                         */
                        enRevisedOn?: string | null;
                        /** @description 英文 SDS（可选），同上 */
                        enUploadId?: (number | string) | null;
                        /** @description 中文 SDS 上的修订日期 YYYY-MM-DD；不晚于今天，不早于现有版本（上传后 7 天内可更正） */
                        revisedOn: string;
                        /** @description 中文 SDS：本人 POST /api/upload_file（purpose=sds，仅 PDF）得到的 id；危险化学品上架必需 */
                        zhUploadId?: (number | string) | null;
                    } | null;
                    /**
                     * @description 新物质的结构式；服务器用 RDKit 校验并规范化，计算 InChIKey
                     * @default
                     */
                    smiles?: string;
                    stock: number;
                    /** @default  */
                    storageConditions?: string;
                    unitCode: string;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: {
                            cas: string;
                            goodsId: number;
                            /** @enum {string} */
                            status: "pending" | "on_shelf" | "off_shelf" | "rejected" | "deleted";
                        };
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    uploadGoodsExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: unknown;
                };
            };
        };
        responses: {
            /** @description 信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 为成功，其它见 docs/api-errors.md */
                        code: number;
                        data: components["schemas"]["ImportJob"];
                        msg: string;
                    };
                };
            };
            /** @description 签名缺失、错误或过期（code 1001–1003） */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 请求方法不对（code 1405） */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description 服务器内部错误（code 1500，data.requestId 对应服务器日志） */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
}
