import type { Resolvers } from '../generated/resolvers-types';
import { adminImportStatement } from './Mutation.adminImportStatement';
import { adminMarkTransferPaid } from './Mutation.adminMarkTransferPaid';
import { adminResolveStatementLine } from './Mutation.adminResolveStatementLine';
import { adminOpenStatementLines } from './Query.adminOpenStatementLines';
import { adminPreviewStatement } from './Query.adminPreviewStatement';
import { OrderItem } from './checkout';
import { adminCreateVoucher } from './Mutation.adminCreateVoucher';
import { adminDisableVoucher } from './Mutation.adminDisableVoucher';
import { adminSaveFaqItem } from './Mutation.adminSaveFaqItem';
import { adminSetLimitedPackage } from './Mutation.adminSetLimitedPackage';
import { adminUpdateAddon } from './Mutation.adminUpdateAddon';
import { adminUpdatePackage } from './Mutation.adminUpdatePackage';
import { adminUpdateTldPrices } from './Mutation.adminUpdateTldPrices';
import { adminCatalogue } from './Query.adminCatalogue';
import { adminVatRates } from './Query.adminVatRates';
import { adminAddVatRate } from './Mutation.adminAddVatRate';
import { adminVouchers } from './Query.adminVouchers';
import { adminMarkRefundPaidOut } from './Mutation.adminMarkRefundPaidOut';
import { adminRefundPayment } from './Mutation.adminRefundPayment';
import { adminRetryRefund } from './Mutation.adminRetryRefund';
import { adminOrderRefunds } from './Query.adminOrderRefunds';
import { chooseOrderPackage } from './Mutation.chooseOrderPackage';
import { cancelPackageDowngrade } from './Mutation.cancelPackageDowngrade';
import { choosePackageDowngrade } from './Mutation.choosePackageDowngrade';
import { createAddonOrder } from './Mutation.createAddonOrder';
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
import { myServices } from './Query.myServices';
import { myDomainsWithoutWebsite } from './Query.myDomainsWithoutWebsite';
import { order } from './Query.order';
import { packages } from './Query.packages';
import { paymentMethods } from './Query.paymentMethods';
import { adminAuditLog } from './Query.adminAuditLog';
import { adminOrder } from './Query.adminOrder';
import { adminOrders } from './Query.adminOrders';
import { adminMailHealth } from './Query.adminMailHealth';
import { adminMailProblems } from './Query.adminMailProblems';
import { adminResendMail } from './Mutation.adminResendMail';
import { adminOperators } from './Query.adminOperators';
import { adminInviteOperator } from './Mutation.adminInviteOperator';
import { adminSetOperatorEnabled } from './Mutation.adminSetOperatorEnabled';
import { adminTwoFactor } from './Query.adminTwoFactor';
import { adminStartTwoFactor } from './Mutation.adminStartTwoFactor';
import { adminEnableTwoFactor } from './Mutation.adminEnableTwoFactor';
import { adminDisableTwoFactor } from './Mutation.adminDisableTwoFactor';
import { adminNewRecoveryCodes } from './Mutation.adminNewRecoveryCodes';
import { adminServices } from './Query.adminServices';
import { adminLifecycle } from './Query.adminLifecycle';
import { adminExtendService } from './Mutation.adminExtendService';
import { adminEndService } from './Mutation.adminEndService';
import { adminSaveLifecycleSettings } from './Mutation.adminSaveLifecycleSettings';
import { removeSavedCard, savedCards, setServiceAutoRenew, startCardSetup } from './saved-cards';

export const resolvers: Resolvers = {
  Query: { health, packages, myWebsites, myServices, savedCards, myDomainsWithoutWebsite, myOrders, cookieConsent, order, paymentMethods, domainSearch, adminPreviewStatement, adminOpenStatementLines, adminOrders, adminOrder, adminAuditLog, adminCatalogue, adminVouchers, adminOrderRefunds, adminMailProblems, adminMailHealth, adminOperators, adminTwoFactor, adminVatRates, adminServices, adminLifecycle },
  Mutation: {
    createWebsite,
    createPackageOrder,
    createAddonOrder,
    choosePackageDowngrade,
    cancelPackageDowngrade,
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
    adminUpdatePackage,
    adminUpdateAddon,
    adminUpdateTldPrices,
    adminAddVatRate,
    adminSaveFaqItem,
    adminSetLimitedPackage,
    adminCreateVoucher,
    adminDisableVoucher,
    adminRefundPayment,
    adminRetryRefund,
    adminMarkRefundPaidOut,
    adminResendMail,
    adminInviteOperator,
    adminSetOperatorEnabled,
    adminStartTwoFactor,
    adminEnableTwoFactor,
    adminDisableTwoFactor,
    adminNewRecoveryCodes,
    adminExtendService,
    adminEndService,
    adminSaveLifecycleSettings,
    removeSavedCard,
    startCardSetup,
    setServiceAutoRenew,
  },
  OrderItem,
};
