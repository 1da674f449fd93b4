import { defineContract } from '@/lib/contracts/contract';
import {
  AdminCertificatePageSchema,
  AdminCertificateQuery,
  AdminCertificateSchema,
  CertificateDeletedSchema,
  CertificateIdInput,
  CertificateInput,
  CertificateListQuery,
  CertificatePageSchema,
  CertificateReviewInput,
  CertificateSchema,
} from '@/lib/contracts/certificates/schema';

export const certificateListContract = defineContract({
  operationId: 'certificateList',
  method: 'GET',
  path: '/api/certificate_list',
  summary: '我的资质证书（购买资质、供应商资质；最近修改的在前；分页）',
  tag: 'Certificates',
  auth: 'member',
  query: CertificateListQuery,
  response: CertificatePageSchema,
});

export const storeCertificateContract = defineContract({
  operationId: 'storeCertificate',
  method: 'POST',
  path: '/api/store_certificate',
  summary: '新增或修改资质证书（带 id 为修改；保存后进入待审核；供应商资质仅卖家）',
  tag: 'Certificates',
  auth: 'member',
  body: CertificateInput,
  response: CertificateSchema,
});

export const deleteCertificateContract = defineContract({
  operationId: 'deleteCertificate',
  method: 'POST',
  path: '/api/delete_certificate',
  summary: '删除购买资质证书',
  tag: 'Certificates',
  auth: 'member',
  body: CertificateIdInput,
  response: CertificateDeletedSchema,
});

export const deleteSupplierCertificateContract = defineContract({
  operationId: 'deleteSupplierCertificate',
  method: 'POST',
  path: '/api/delete_supplier_certificate',
  summary: '删除供应商资质证书',
  tag: 'Certificates',
  auth: 'member',
  body: CertificateIdInput,
  response: CertificateDeletedSchema,
});

export const adminCertificatesContract = defineContract({
  operationId: 'adminCertificates',
  method: 'GET',
  path: '/api/admin/certificates',
  summary: '运营：证书审核列表（按状态、会员、类别筛选；待审核按提交先后）',
  tag: 'Admin',
  auth: 'operator',
  query: AdminCertificateQuery,
  response: AdminCertificatePageSchema,
});

export const certificateReviewContract = defineContract({
  operationId: 'certificateReview',
  method: 'POST',
  path: '/api/admin/certificate_review',
  summary: '运营：审核证书（通过，或驳回并填写会员可见的原因；记入审计日志）',
  tag: 'Admin',
  auth: 'operator',
  body: CertificateReviewInput,
  response: AdminCertificateSchema,
});
