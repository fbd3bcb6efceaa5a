/**
 * The back office's pages under /admin, each loaded on first visit (the shell is AdminShell.tsx). One line per
 * page: add a section's pages here and its navigation entry in sections.ts.
 */
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const StatementsPage = lazy(() => import('./statements/StatementsPage'));

export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/orders" replace /> },
  { path: 'statements', element: <StatementsPage /> },
];
