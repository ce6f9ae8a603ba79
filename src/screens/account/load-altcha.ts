// The ALTCHA widget (self-hosted captcha, DESIGN rulings), loaded only by the register form. The
// 'external' build injects no stylesheet into the host page and bundles no workers, so the page's CSS
// stays untouched: its styles go into our shadow root (altcha-styles) and its proof-of-work worker is
// started from the worker's own source below.
import 'altcha/external';
import altchaCss from 'altcha/altcha.css?inline';
import pbkdf2Worker from 'altcha/workers/pbkdf2?raw';

interface AltchaRegistry {
  algorithms: Map<string, () => Worker>;
  i18n: { set: (lang: string, texts: Record<string, string>) => void };
}

let workerUrl: string | null = null;

function startWorker(): Worker {
  try {
    workerUrl ??= URL.createObjectURL(new Blob([pbkdf2Worker], { type: 'text/javascript' }));
    return new Worker(workerUrl);
  } catch {
    // A page whose CSP forbids blob: workers may still allow data: ones.
    return new Worker(`data:text/javascript;charset=utf-8,${encodeURIComponent(pbkdf2Worker)}`);
  }
}

const SPANISH = {
  ariaLinkLabel: 'Altcha (sitio web oficial)',
  error: 'Falló la verificación. Por favor vuelve a intentarlo más tarde.',
  expired: 'La verificación expiró. Por favor inténtalo de nuevo.',
  footer: 'Protegido por ALTCHA',
  label: 'No soy un robot',
  loading: 'Cargando...',
  reload: 'Volver a cargar',
  verify: 'Verificar',
  verificationRequired: '¡Verificación requerida!',
  verified: 'Verificado',
  verifying: 'Verificando...',
  waitAlert: 'Verificando... por favor espera.',
  cancel: 'Cancelar',
};

const registry = (globalThis as unknown as { $altcha: AltchaRegistry }).$altcha;
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  registry.algorithms.set(algorithm, startWorker);
}
registry.i18n.set('es', SPANISH);

/** The widget's stylesheet for a shadow root: its `:root` variables moved onto the element itself. */
export const altchaStyles = altchaCss.replaceAll(':root', 'altcha-widget');
