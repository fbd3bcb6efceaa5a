/**
 * The back office's pages under /admin, each loaded on first visit (the shell is AdminShell.tsx). One line per
 * page: add a section's pages here and its navigation entry in sections.ts.
 */
import { Navigate, type RouteObject } from 'react-router';

export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/orders" replace /> },
  { path: 'orders/:identifier/refunds', lazy: () => import('./refunds/RefundsPage').then((module) => ({ Component: module.default })) },
];
