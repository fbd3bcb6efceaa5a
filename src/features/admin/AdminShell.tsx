/**
 * /admin: the back office of the portal's operators (docs/admin.md). Its own navigation beside the pages; a
 * visitor is asked to sign in, a customer is told the page is for operators. The server checks the role on every
 * operation as well: this shell only spares people a page that would refuse them.
 */
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useIsCheckingSession, useSignedInUser } from '../../app/session';
import { SignInPrompt } from '../websites/SignInPrompt';
import { ADMIN_SECTIONS } from './sections';
import './admin.css';

export default function AdminShell() {
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  if (isChecking) return <p role="status">Loading…</p>;
  if (!user) return <SignInPrompt heading="Back office" />;
  if (user.role !== 'operator') {
    return (
      <div className="sign-in-prompt">
        <h1>Back office</h1>
        <p>This part of the portal is for its operators. Your account is a customer account.</p>
      </div>
    );
  }
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label="Back office">
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={`/admin/${section.path}`}>{section.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-page">
        {/* Each section's code loads when first opened: the navigation stays while it does. */}
        <Suspense fallback={<p role="status">Loading the section…</p>}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
