import { useParams } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout';
import { adminMeta } from '../features/admin/admin-meta';
import { AdminSignupForm } from '../features/admin/signup-form';

// product §2: /admin/{name}/Signup; product §12: the segment is the invitation code the server checks.
export const meta = () => adminMeta('Admin Sign Up');

export default function AdminSignupPage() {
  const { code = '' } = useParams();
  return (
    <AdminLayout>
      <AdminSignupForm code={code} />
    </AdminLayout>
  );
}
