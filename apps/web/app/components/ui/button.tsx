import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'inverse' | 'light';
export type ButtonSize = 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60 aria-disabled:bg-brand-600/60',
  secondary: 'border border-ink-300 bg-white text-ink-900 hover:border-brand-600 hover:text-brand-700',
  ghost: 'text-brand-700 hover:bg-brand-50',
  // For dark (brand-900) backgrounds.
  accent: 'bg-accent-400 text-ink-900 hover:bg-accent-100 disabled:bg-accent-400/60 aria-disabled:bg-accent-400/60',
  inverse: 'border border-white/40 text-white hover:bg-white/10',
  light: 'bg-white text-brand-900 hover:bg-brand-50',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-sm',
  // A page's own calls to action: heroes, banners, the closing panel.
  lg: 'min-h-12 px-6 text-base',
};

/**
 * The classes of a button, or of a link that looks like one. Size and variant are separate so a caller never
 * appends a size class that competes with the base one (Tailwind decides such a tie by stylesheet order, not
 * by the order in the attribute).
 */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md') =>
  `inline-flex items-center justify-center gap-2 rounded-control py-2.5 font-semibold transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed ${sizes[size]} ${variants[variant]} ${extra}`;

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * While true the button shows the spec's 'Please Wait' with a loader and is aria-disabled, not
   * disabled: a disabled button drops the focus it holds to <body>, out of the dialog the person is in,
   * where Escape no longer reaches it (docs/decisions/024-focus-after-a-failed-submit.md). A form ignores
   * a second submit while busy (use-zod-form.ts); an onClick must ignore presses while busy itself.
   */
  busy?: boolean;
  children: ReactNode;
}

export function Button({ variant = 'primary', size = 'md', busy = false, className = '', children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={buttonClass(variant, className, size)}
    >
      {busy ? (
        <>
          <Spinner />
          Please Wait
        </>
      ) : (
        children
      )}
    </button>
  );
}
