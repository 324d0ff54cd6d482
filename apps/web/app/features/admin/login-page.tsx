import { AdminLayout } from './admin-layout';
import { AdminLoginForm } from './login-form';

/** /admin/login (product §2): the sign-in card in the admin layout. */
export function AdminLoginPage() {
  return (
    <AdminLayout>
      <AdminLoginForm />
    </AdminLayout>
  );
}
