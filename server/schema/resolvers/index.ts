import type { Resolvers } from '../generated/resolvers-types';
import { adminImportStatement } from './Mutation.adminImportStatement';
import { adminMarkTransferPaid } from './Mutation.adminMarkTransferPaid';
import { adminResolveStatementLine } from './Mutation.adminResolveStatementLine';
import { adminOpenStatementLines } from './Query.adminOpenStatementLines';
import { adminPreviewStatement } from './Query.adminPreviewStatement';
import { OrderItem } from './checkout';
import { chooseOrderPackage } from './Mutation.chooseOrderPackage';
import { createDomainOrder } from './Mutation.createDomainOrder';
import { createPackageOrder } from './Mutation.createPackageOrder';
import { createWebsite } from './Mutation.createWebsite';
import { deleteDraftOrder } from './Mutation.deleteDraftOrder';
import { setCookieConsent } from './Mutation.setCookieConsent';
import { cookieConsent } from './Query.cookieConsent';
import { updateBillingDataAndRecalculateVat } from './Mutation.updateBillingDataAndRecalculateVat';
import { updateOrderServicePeriod } from './Mutation.updateOrderServicePeriod';
import { updateOrderPrivateRegistration } from './Mutation.updateOrderPrivateRegistration';
import { deleteOrderAdditionalItem } from './Mutation.deleteOrderAdditionalItem';
import { addOrderAdditionalItem } from './Mutation.addOrderAdditionalItem';
import { updateOrderVoucher } from './Mutation.updateOrderVoucher';
import { finishOrder } from './Mutation.finishOrder';
import { updateRegistrantContact } from './Mutation.updateRegistrantContact';
import { domainSearch } from './Query.domainSearch';
import { health } from './Query.health';
import { myOrders } from './Query.myOrders';
import { myWebsites } from './Query.myWebsites';
import { order } from './Query.order';
import { packages } from './Query.packages';
import { paymentMethods } from './Query.paymentMethods';

export const resolvers: Resolvers = {
  Query: { health, packages, myWebsites, myOrders, cookieConsent, order, paymentMethods, domainSearch, adminPreviewStatement, adminOpenStatementLines },
  Mutation: {
    createWebsite,
    createPackageOrder,
    setCookieConsent,
    updateBillingDataAndRecalculateVat,
    updateOrderServicePeriod,
    updateOrderPrivateRegistration,
    deleteOrderAdditionalItem,
    addOrderAdditionalItem,
    updateOrderVoucher,
    finishOrder,
    createDomainOrder,
    chooseOrderPackage,
    updateRegistrantContact,
    deleteDraftOrder,
    adminImportStatement,
    adminResolveStatementLine,
    adminMarkTransferPaid,
  },
  OrderItem,
};
