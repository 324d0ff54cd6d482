import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { useAuth } from './auth-context';

/** What a signed-in visitor's page (the Developer console, the account page) shows a visitor who is not logged in. */
function SignInPrompt({ title, text, action }: { title: string; text: string; action: string }) {
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

/**
 * A signed-in visitor's own page (the Developer console, the account page): its title and intro, then the
 * sign-in prompt for a visitor who is not logged in, or what went wrong reading the page and its panels.
 * `notice` stands between the intro and the rest (the account page's answer to an e-mailed link).
 */
export function SignedInPage(props: {
  words: { title: string; intro: string; signInTitle: string; signInText: string; signIn: string };
  signedIn: boolean;
  problem: string;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { words } = props;
  return (
    <Section rhythm width="page">
      <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{words.title}</h1>
      <p className="mt-3 max-w-3xl text-ink-700">{words.intro}</p>
      {props.notice}
      {props.signedIn ? (
        <div className="mt-8 space-y-6">
          {props.problem && (
            <p role="alert" className="text-danger-700">
              {props.problem}
            </p>
          )}
          {props.children}
        </div>
      ) : (
        <SignInPrompt title={words.signInTitle} text={words.signInText} action={words.signIn} />
      )}
    </Section>
  );
}
