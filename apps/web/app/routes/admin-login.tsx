import { AdminLayout } from '../features/admin/admin-layout';
import { adminMeta } from '../features/admin/admin-meta';
import { AdminLoginForm } from '../features/admin/login-form';

// product §2: /admin/Login (paths match case-insensitively). Client-only: served with the SPA shell.
export const meta = () => adminMeta('Admin Login');

export default function AdminLoginPage() {
  return (
    <AdminLayout>
      <AdminLoginForm />
    </AdminLayout>
  );
}
