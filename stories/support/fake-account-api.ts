/**
 * Canned answers for the account calls, so the login modal and dashboard stories render without a
 * server: 'ana@example.com' / 'correct horse' signs in, anything else is refused; registration and the
 * profile and password forms answer as the server would. Installed over `window.fetch`.
 */
const ANA = {
  ClientID: 7,
  PartyName: 'Ana',
  lname: 'Pérez',
  PartyEmail: 'ana@example.com',
  PartyPhone: '5125550147',
  image_url: null,
};

export function installFakeAccountApi(): () => void {
  const real = window.fetch;
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const json = (body: unknown, status = 200) => Response.json(body, { status });
    if (path === '/api/session') return json({ Client: null });
    if (path === '/api/v1/map/metros')
      return json({ data: [{ Metro: 'Austin-Round Rock', subdomain: 'austin' }] });
    if (request.method !== 'POST') return real(input, init);
    const type = request.headers.get('content-type') ?? '';
    const fields = type.includes('multipart')
      ? Object.fromEntries([...(await request.formData())].filter(([, v]) => typeof v === 'string'))
      : Object.fromEntries(new URLSearchParams(await request.text()));
    if (path === '/sign-in') {
      return fields.email === 'ana@example.com' && fields.password === 'correct horse'
        ? json({ success: true, Client: ANA, message: null })
        : json({ success: false, code: 'invalid_credentials', message: 'No match' });
    }
    if (path === '/api/clients') {
      return fields.PartyEmail === 'ana@example.com'
        ? json({ success: false, errors: { PartyEmail: ['email_taken'] } }, 422)
        : json({ success: true, clientData: { ...ANA, PartyEmail: fields.PartyEmail } });
    }
    if (path === '/api/sendUpdatedData') return json({ profileUpdated: true, Client: { ...ANA, ...fields } });
    if (path === '/api/changePsw') {
      return fields.currentPsw === 'correct horse'
        ? json({ success: true, message: 'Changed' })
        : json({ currentPswError: 'wrong_current_password', error: {} });
    }
    if (path === '/sign-out') return json({ success: true });
    return real(input, init);
  };
  return () => {
    window.fetch = real;
  };
}
