/** The texts of the pages account links open (server/routes/verify-email.ts, reset-password-page.ts). */
export const ACCOUNT_PAGE_TEXTS = {
  en: {
    verifyInvalid: {
      title: 'This link is not valid',
      text: 'It may have been used already, have expired (links work for 7 days) or been copied incompletely. Your account works as before.',
    },
    verifyTitle: 'Confirm your e-mail address',
    verifyAsk: (email: string) => `Is <strong>${email}</strong> your e-mail address? Confirm it to finish.`,
    verifyButton: 'Confirm my e-mail address',
    verifiedTitle: 'Your e-mail address is confirmed',
    verified: (email: string) =>
      `Thank you: your account's e-mail address is <strong>${email}</strong>, and it is confirmed.`,
    takenTitle: 'This address is taken',
    taken: 'Another account uses this address now, so your account keeps its e-mail address.',
    resetInvalid: {
      title: 'This link is not valid',
      text: 'It may have been used already, have expired (links work for one hour) or been copied incompletely. Use "Forgot password?" in the login window to get a new one.',
    },
    resetTitle: 'Set a new password',
    resetAsk:
      'Choose the password you will sign in with. Setting it signs out every other session of your account.',
    newPassword: 'New password (at least 8 characters)',
    again: 'New password again',
    resetButton: 'Set my password',
    resetDoneTitle: 'Your password is set',
    resetDone:
      'You can sign in with your new password now. Every other session of your account has been signed out.',
  },
  es: {
    verifyInvalid: {
      title: 'Este enlace no es válido',
      text: 'Es posible que ya se haya usado, que haya vencido (los enlaces sirven durante 7 días) o que no se haya copiado completo. Su cuenta funciona como antes.',
    },
    verifyTitle: 'Confirme su correo electrónico',
    verifyAsk: (email: string) =>
      `¿Es <strong>${email}</strong> su correo electrónico? Confírmelo para terminar.`,
    verifyButton: 'Confirmar mi correo electrónico',
    verifiedTitle: 'Su correo electrónico está confirmado',
    verified: (email: string) =>
      `Gracias: el correo electrónico de su cuenta es <strong>${email}</strong> y está confirmado.`,
    takenTitle: 'Esta dirección ya está en uso',
    taken: 'Otra cuenta usa esta dirección ahora, así que su cuenta conserva su correo electrónico.',
    resetInvalid: {
      title: 'Este enlace no es válido',
      text: 'Es posible que ya se haya usado, que haya vencido (los enlaces sirven durante una hora) o que no se haya copiado completo. Use "¿Olvidó su contraseña?" en la ventana de inicio de sesión para recibir otro.',
    },
    resetTitle: 'Elija una contraseña nueva',
    resetAsk:
      'Elija la contraseña con la que iniciará sesión. Al elegirla se cierran todas las demás sesiones de su cuenta.',
    newPassword: 'Contraseña nueva (al menos 8 caracteres)',
    again: 'Repita la contraseña nueva',
    resetButton: 'Guardar mi contraseña',
    resetDoneTitle: 'Su contraseña está guardada',
    resetDone:
      'Ya puede iniciar sesión con su contraseña nueva. Todas las demás sesiones de su cuenta se cerraron.',
  },
} as const;

/** The page for a link that names no client: English, then Spanish. */
export function invalidLinkPage(kind: 'verifyInvalid' | 'resetInvalid') {
  return {
    lang: 'en' as const,
    ...ACCOUNT_PAGE_TEXTS.en[kind],
    also: { lang: 'es' as const, ...ACCOUNT_PAGE_TEXTS.es[kind] },
  };
}
