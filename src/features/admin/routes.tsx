/**
 * The back office's pages under /admin, each loaded on first visit (the shell is AdminShell.tsx). One line per
 * page: add a section's pages here and its navigation entry in sections.ts. The list itself loads with the shell
 * (src/app/routes.tsx), so none of it is in the price list's first load.
 */
import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';

const StatementsPage = lazy(() => import('./statements/StatementsPage'));
const AdminOrdersPage = lazy(() => import('./orders/AdminOrdersPage'));
const AdminOrderPage = lazy(() => import('./orders/AdminOrderPage'));
const AdminAuditPage = lazy(() => import('./audit/AdminAuditPage'));
const CataloguePage = lazy(() => import('./catalogue/CataloguePage'));
const VouchersPage = lazy(() => import('./vouchers/VouchersPage'));
const VatRatesPage = lazy(() => import('./vat-rates/VatRatesPage'));
const RefundsPage = lazy(() => import('./refunds/RefundsPage'));
const MailPage = lazy(() => import('./mail/MailPage'));
const OperatorsPage = lazy(() => import('./operators/OperatorsPage'));
const SecurityPage = lazy(() => import('./security/SecurityPage'));
const ServicesPage = lazy(() => import('./services/ServicesPage'));
const LifecyclePage = lazy(() => import('./lifecycle/LifecyclePage'));

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/orders" replace /> },
  { path: 'orders', element: <AdminOrdersPage /> },
  { path: 'orders/:identifier', element: <AdminOrderPage /> },
  { path: 'audit', element: <AdminAuditPage /> },
  { path: 'statements', element: <StatementsPage /> },
  { path: 'catalogue', element: <CataloguePage /> },
  { path: 'vouchers', element: <VouchersPage /> },
  { path: 'vat-rates', element: <VatRatesPage /> },
  { path: 'orders/:identifier/refunds', element: <RefundsPage /> },
  { path: 'mail', element: <MailPage /> },
  { path: 'operators', element: <OperatorsPage /> },
  { path: 'security', element: <SecurityPage /> },
  { path: 'services', element: <ServicesPage /> },
  { path: 'lifecycle', element: <LifecyclePage /> },
];

/** The page of the address under /admin, in the shell's outlet (whose context the pages read). */
export default function AdminPages() {
  return useRoutes(adminRoutes);
}
