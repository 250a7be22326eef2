import { lazy, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../ui/common/error-boundary';
import { preloadableLazy, type PreloadableLazy } from '../ui/common/preloadable-lazy';
import { AppShell } from '../ui/shell/app-shell';
import { RouteError } from '../ui/shell/route-error';

// Every page is its own chunk: a visitor's first page pulls only the shell and that page.
const HomePage = lazy(() => import('../ui/public/home.page'));
const HowItWorksPage = lazy(() => import('../ui/public/how-it-works.page'));
const PaymentPage = preloadableLazy(() => import('../ui/public/payment.page'));
const PrivacyPolicyPage = lazy(() => import('../ui/public/privacy-policy.page'));
const TermsConditionsPage = lazy(() => import('../ui/public/terms-conditions.page'));
const RefundPolicyPage = lazy(() => import('../ui/public/refund-policy.page'));
const DataDeletionPolicyPage = lazy(() => import('../ui/public/data-deletion-policy.page'));
const ContactPage = preloadableLazy(() => import('../ui/contact/contact.page'));
const AuthPage = preloadableLazy(() => import('../ui/auth/auth.page'));
const DashboardPage = lazy(() => import('../ui/dashboard/dashboard.page'));
const WeeklyReportPage = lazy(() => import('../ui/weekly-report/weekly-report.page'));
const AdminPage = lazy(() => import('../ui/admin/admin.page'));
const NotFoundPage = lazy(() => import('../ui/shell/not-found.page'));

/** A prerendered page that hydrates inside the app, and whether its first render asks for a service. */
export interface PrerenderedInApp {
  readonly page: PreloadableLazy;
  readonly usesServices: boolean;
}

/** The prerendered pages that hydrate inside the app, by address: what they need loads before hydrating. */
export const PRERENDERED_IN_APP: Readonly<Record<string, PrerenderedInApp>> = {
  '/auth': { page: AuthPage, usesServices: true },
  '/contact': { page: ContactPage, usesServices: true },
  '/payment': { page: PaymentPage, usesServices: false },
};

/** A page that fails to render shows Try again in its place; the shell around it stays. */
function guarded(path: string, page: ReactNode) {
  return (
    <ErrorBoundary key={path} what="This page">
      {page}
    </ErrorBoundary>
  );
}

/** The route table, shared by the browser's router and the build's prerender (a memory router). */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: guarded('/', <HomePage />) },
      { path: 'how-it-works', element: guarded('how-it-works', <HowItWorksPage />) },
      { path: 'payment', element: guarded('payment', <PaymentPage />) },
      { path: 'privacy-policy', element: guarded('privacy-policy', <PrivacyPolicyPage />) },
      { path: 'terms-conditions', element: guarded('terms-conditions', <TermsConditionsPage />) },
      { path: 'refund-policy', element: guarded('refund-policy', <RefundPolicyPage />) },
      { path: 'data-deletion-policy', element: guarded('data-deletion-policy', <DataDeletionPolicyPage />) },
      { path: 'contact', element: guarded('contact', <ContactPage />) },
      { path: 'auth', element: guarded('auth', <AuthPage />) },
      { path: 'dashboard', element: guarded('dashboard', <DashboardPage />) },
      // A week's report has an address of its own: this week's, or the week starting on that Monday.
      { path: 'dashboard/report', element: guarded('dashboard/report', <WeeklyReportPage />) },
      { path: 'dashboard/report/:week', element: guarded('dashboard/report/:week', <WeeklyReportPage />) },
      // The operator console: on the NyayaPath server in hosted mode, in this browser in local mode.
      { path: 'admin', element: guarded('admin', <AdminPage />) },
      { path: '*', element: guarded('*', <NotFoundPage />) },
    ],
  },
];

/** The screen for the router's address, in its frame; a frame that fails to render shows the error page. */
export function AppRoutes() {
  return (
    <ErrorBoundary what="NyayaPath" fallback={(error) => <RouteError error={error} />}>
      <Routes />
    </ErrorBoundary>
  );
}

function Routes() {
  return useRoutes(routes);
}
