import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../config/settings-context';

interface RecaptchaApi {
  render(element: HTMLElement, options: Record<string, unknown>): number;
  reset(id?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
    hearthRecaptchaLoaded?: () => void;
  }
}

let recaptchaScript: Promise<RecaptchaApi> | undefined;
function loadRecaptcha(): Promise<RecaptchaApi> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    window.hearthRecaptchaLoaded = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject();
    const script = document.createElement('script');
    script.src =
      'https://www.google.com/recaptcha/api.js?onload=hearthRecaptchaLoaded&render=explicit';
    script.async = true;
    script.onerror = () => reject(new Error('reCAPTCHA did not load'));
    document.head.append(script);
  });
  return recaptchaScript;
}

interface WidgetElement extends HTMLElement {
  reset?: () => void;
}

/**
 * The captcha: the self-hosted proof-of-work widget (loaded on first use), or reCAPTCHA when the
 * site has a key. `onChange` gets the answer to send, or null while there is none. Changing
 * `resetKey` clears it (each answer is good for one submission).
 */
export function CaptchaField({
  onChange,
  resetKey,
}: {
  onChange: (token: string | null) => void;
  resetKey: number;
}) {
  const { i18n } = useTranslation();
  const { recaptchaSiteKey } = useSettings();
  const host = useRef<HTMLDivElement>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  const spanish = i18n.language === 'es';

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let cancelled = false;
    let cleanup = () => undefined as void;
    change.current(null);
    if (recaptchaSiteKey) {
      void loadRecaptcha()
        .then((api) => {
          if (cancelled) return;
          const box = document.createElement('div');
          element.replaceChildren(box);
          api.render(box, {
            sitekey: recaptchaSiteKey,
            hl: spanish ? 'es' : 'en',
            callback: (token: string) => change.current(token),
            'expired-callback': () => change.current(null),
          });
        })
        .catch(() => undefined);
    } else {
      void (async () => {
        await import('altcha');
        if (spanish) await import('altcha/i18n/es-419');
        if (cancelled) return;
        const widget: WidgetElement = document.createElement('altcha-widget');
        widget.setAttribute('challenge', '/api/captcha/challenge');
        widget.setAttribute('name', 'captcha');
        widget.setAttribute('hidefooter', '');
        if (spanish) widget.setAttribute('language', 'es-419');
        const onState = (event: Event) => {
          const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
          change.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
        };
        widget.addEventListener('statechange', onState);
        element.replaceChildren(widget);
        cleanup = () => widget.removeEventListener('statechange', onState);
      })().catch(() => undefined);
    }
    return () => {
      cancelled = true;
      cleanup();
      element.replaceChildren();
    };
  }, [recaptchaSiteKey, spanish, resetKey]);

  return <div ref={host} />;
}
