import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { adminCertificates, reviewCertificate } from './review';
import { deleteCertificate, listCertificates, storeCertificate } from './service';
import {
  certificateListContract,
  storeCertificateContract,
  deleteCertificateContract,
  deleteSupplierCertificateContract,
  adminCertificatesContract,
  certificateReviewContract,
} from '@/lib/contracts/certificates/calls';

// Every member call works on the caller's own certificates only.

export const certificateListRoute = defineRoute(certificateListContract, ({ query, session }) => listCertificates(db(), session.memberId, query));

export const storeCertificateRoute = defineRoute(storeCertificateContract, ({ body, session }) => storeCertificate(db(), session.memberId, body));

export const deleteCertificateRoute = defineRoute(deleteCertificateContract, ({ body, session }) =>
  deleteCertificate(db(), session.memberId, 'buyer', body.id),
);

export const deleteSupplierCertificateRoute = defineRoute(deleteSupplierCertificateContract, ({ body, session }) =>
  deleteCertificate(db(), session.memberId, 'supplier', body.id),
);

export const adminCertificatesRoute = defineRoute(adminCertificatesContract, ({ query }) => adminCertificates(db(), query));

export const certificateReviewRoute = defineRoute(certificateReviewContract, ({ body, session }) => reviewCertificate(db(), session.memberId, body));
