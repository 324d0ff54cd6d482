import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthForm } from '../features/auth/auth-form';
import { shellLabels } from '../features/layout/nav';
import { authCopy, type AuthMode } from '../features/auth/auth-copy';
import { pageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/login';

// Build time only (prerender): the page's title and description travel as page data, not as JavaScript.
export const loader = () => pageHead('/login');

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({ title: data?.seo?.title ?? authCopy.pageTitle, description: data?.seo?.description ?? authCopy.pageIntro, path: '/login', jsonLd: data?.jsonLd });

/**
 * product §13: /login is a working login page, the same form as the modal's Login mode. A login here lands on
 * the Developer console; the modal closes where the visitor is (docs/decisions/048-developer-console.md).
 */
export default function LoginPage() {
  const [mode, setMode] = useState<AuthMode>('login');
  const navigate = useNavigate();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-14 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-md rounded-panel border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        <h1 className="section-title">{authCopy.titles[mode]}</h1>
        <p className="mb-6 mt-2 text-sm text-ink-600">{authCopy.intros[mode]}</p>
        <AuthForm mode={mode} onModeChange={setMode} onLoggedIn={() => void navigate(shellLabels.developerPath)} />
      </div>
    </section>
  );
}
