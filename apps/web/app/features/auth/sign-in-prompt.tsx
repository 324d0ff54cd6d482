import { Button } from '../../components/ui/button';
import { useAuth } from './auth-context';

/** What a signed-in visitor's page (the Developer console, the account page) shows a visitor who is not logged in. */
export function SignInPrompt({ title, text, action }: { title: string; text: string; action: string }) {
  const { openLogin } = useAuth();
  return (
    <div className="mt-8 rounded-card border border-ink-200 bg-white p-6">
      <h2 className="text-xl font-bold text-ink-900">{title}</h2>
      <p className="mt-1 text-ink-700">{text}</p>
      <Button className="mt-4" onClick={openLogin}>
        {action}
      </Button>
    </div>
  );
}
