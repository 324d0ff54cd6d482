import { Carousel } from '../../components/ui/carousel';
import { AuthForm } from './auth-form';
import { authCopy, authSlides, type AuthMode } from './auth-copy';
import { AuthSlideArt } from './auth-slides';

/** product §9: the modal's slider moves every 2 s. */
export const AUTH_SLIDER_INTERVAL_MS = 2000;

interface AuthModalContentProps {
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  /** product §4 "Auth modal": a successful login closes the modal. */
  onDone(): void;
}

/** The Login / Sign Up modal's body: the image slider beside the form (lazy-loaded). */
export default function AuthModalContent({ mode, onModeChange, onDone }: AuthModalContentProps) {
  return (
    <div className="grid md:grid-cols-2">
      <div className="bg-brand-900 px-6 pb-4 pt-6 text-white md:rounded-l-panel md:p-8">
        <Carousel
          items={authSlides}
          label={authCopy.sliderLabel}
          intervalMs={AUTH_SLIDER_INTERVAL_MS}
          itemKey={(slide) => slide.id}
          className="[&_button]:border-white/30 [&_button]:bg-white/10 [&_button]:text-white [&_button]:shadow-none"
          renderItem={(slide) => (
            <figure className="px-1">
              <div className="mx-auto max-w-44 md:max-w-xs">
                <AuthSlideArt id={slide.id} />
              </div>
              <figcaption className="mt-3 text-center md:mt-6">
                <span className="block text-base font-semibold md:text-lg">{slide.title}</span>
                <span className="mt-1 hidden text-sm text-brand-100 md:block">{slide.text}</span>
              </figcaption>
            </figure>
          )}
        />
      </div>
      <div className="p-6 pt-8 sm:p-8">
        <h2 id="auth-modal-title" className="pr-10 text-2xl font-bold tracking-tight text-ink-900">
          {authCopy.titles[mode]}
        </h2>
        <p className="mb-6 mt-2 text-sm text-ink-600">{authCopy.intros[mode]}</p>
        <AuthForm mode={mode} onModeChange={onModeChange} onLoggedIn={onDone} onLeave={onDone} autoFocus />
      </div>
    </div>
  );
}
