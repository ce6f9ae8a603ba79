import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { ContactScreen } from '../../../../src/screens/contact/contact-screen';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { type FakeContactApi, stubContactApi } from './fake-contact-api';

await loadCatalog('es');

let api: FakeContactApi;

beforeEach(() => {
  api = stubContactApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderContact(agent?: string, lang: Lang = 'en') {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  return render(
    <Provider store={store}>
      <ContactScreen agent={agent} />
    </Provider>,
  );
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const errorOf = (field: string) =>
  document.querySelector(`.bb-lead-error[data-field="${field}"]`)?.textContent ?? null;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

function fillGoodMessage() {
  type('Name', 'Bo Diddley');
  type('Email', 'bo@example.com');
  type('Phone', '(512) 555-0147');
  type('Message', 'Please call me about selling my house.');
}

describe('<bb-contact> on the company page', () => {
  it("shows 'CONTACT US', the company phone and e-mail, the offices with map links and the staff", async () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('CONTACT US');
    const details = await screen.findByRole('region', { name: 'Contact details' });
    expect(within(details).getByRole('link', { name: '(512) 555-0100' }).getAttribute('href')).toBe(
      'tel:+15125550100',
    );
    expect(within(details).getByRole('link', { name: 'hello@brokerage.test' }).getAttribute('href')).toBe(
      'mailto:hello@brokerage.test',
    );

    const offices = screen.getByRole('region', { name: 'Office Locations' });
    const map = within(offices).getByRole('link', {
      name: 'View on map: North Austin (opens in a new tab)',
    });
    expect(map.getAttribute('href')).toContain('https://www.google.com/maps/search/');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(offices.textContent).toContain('Houston, TX 77056');
    // A map URL that is not http(s) is dropped, never made a link.
    expect(within(offices).getAllByRole('link', { name: /^View on map/ })).toHaveLength(1);

    const staff = await screen.findByRole('region', { name: 'Our Team' });
    const maria = within(staff).getByRole('link', { name: 'Maria Gonzalez' });
    expect(maria.getAttribute('href')).toBe('/about/maria-gonzalez');
    expect(within(staff).getByRole('link', { name: 'James Carter' }).getAttribute('href')).toBe(
      '/about/james-carter',
    );
    expect(
      within(staff).getByRole('link', { name: 'Call Maria Gonzalez at (512) 555-0300' }).getAttribute('href'),
    ).toBe('tel:+15125550300');
    expect(staff.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost:3000/photos/agents/maria-gonzalez.svg',
    );
    expect(within(staff).getByRole('button', { name: 'Previous team members' })).toBeTruthy();
    expect(within(staff).getByRole('button', { name: 'Next team members' })).toBeTruthy();
  });

  it("labels every box and says in each placeholder that it 'is required'", () => {
    renderContact();
    expect(box('Name').placeholder).toBe('Name is required');
    expect(box('Email').placeholder).toBe('Email is required');
    expect(box('Phone').placeholder).toBe('Phone is required');
    expect(box('Message').placeholder).toBe('Message is required');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('shows a bad e-mail error on the e-mail field only', async () => {
    renderContact();
    fillGoodMessage();
    type('Email', 'bo@example');
    submit();
    await waitFor(() =>
      expect(errorOf('clientEmail')).toBe('Please provide a properly formatted email address'),
    );
    expect(errorOf('clientName')).toBe('');
    expect(errorOf('clientPhone')).toBe('');
    expect(errorOf('clientMessage')).toBe('');
    expect(box('Email').getAttribute('aria-invalid')).toBe('true');
    expect(box('Message').getAttribute('aria-invalid')).toBeNull();
    // The typing stays for the visitor to correct.
    expect(box('Message').value).toBe('Please call me about selling my house.');
  });

  it('shows each empty field its own required message, and drops a message once corrected', async () => {
    renderContact();
    submit();
    await waitFor(() => expect(errorOf('clientMessage')).toBe('This field is required'));
    for (const field of ['clientName', 'clientEmail', 'clientPhone']) {
      expect(errorOf(field)).toBe('This field is required');
    }
    // Editing a field drops its message at once: it answered the earlier text.
    type('Name', 'Bo');
    expect(errorOf('clientName')).toBe('');
    expect(errorOf('clientEmail')).toBe('This field is required');
    fillGoodMessage();
    type('Phone', '512555');
    submit();
    // The name's message is already gone (edited above): wait for the second answer itself.
    await waitFor(() => expect(errorOf('clientPhone')).toBe('Enter a 10-digit phone number'));
    expect(errorOf('clientName')).toBe('');
    expect(errorOf('clientEmail')).toBe('');
  });

  it("sends a good message, says 'Your message has been sent!' for 2 s and clears the form", async () => {
    renderContact();
    fillGoodMessage();
    submit();
    await screen.findByText('Your message has been sent!');
    expect(api.posts.at(-1)).toEqual({
      clientName: 'Bo Diddley',
      clientEmail: 'bo@example.com',
      clientPhone: '(512) 555-0147',
      clientMessage: 'Please call me about selling my house.',
    });
    for (const name of ['Name', 'Email', 'Phone', 'Message']) expect(box(name).value).toBe('');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 2100)));
    expect(screen.queryByText('Your message has been sent!')).toBeNull();
  });

  it('keeps the typing and offers Retry when the message could not be sent', async () => {
    renderContact();
    await screen.findByRole('region', { name: 'Our Team' });
    fillGoodMessage();
    api.offline = true;
    submit();
    expect(
      await screen.findByText(
        'We could not send your message right now. What you typed is kept: please try again.',
      ),
    ).toBeTruthy();
    expect(box('Name').value).toBe('Bo Diddley');
    expect(errorOf('clientEmail')).toBe('');

    api.offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Your message has been sent!');
    expect(api.posts).toHaveLength(1);
    expect(box('Name').value).toBe('');
  });

  it('says why a flood was refused and keeps the message for a later try', async () => {
    renderContact();
    fillGoodMessage();
    api.flooded = true;
    submit();
    await waitFor(() =>
      expect(errorOf('form')).toBe(
        'We have received many messages from your connection. Please try again in a few minutes; what you typed is kept.',
      ),
    );
    expect(box('Name').value).toBe('Bo Diddley');
    expect(box('Message').value).toBe('Please call me about selling my house.');
    // A person never sees or fills the decoy field, so it is not sent.
    expect(api.posts.at(-1)).not.toHaveProperty('website');

    api.flooded = false;
    submit();
    await screen.findByText('Your message has been sent!');
    expect(errorOf('form') ?? '').toBe('');
  });

  it('says a flood refusal in Spanish too', async () => {
    renderContact(undefined, 'es');
    type('Nombre', 'Bo Diddley');
    type('Correo electrónico', 'bo@example.com');
    type('Teléfono', '5125550147');
    type('Mensaje', 'Llámeme, por favor.');
    api.flooded = true;
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(errorOf('form')).toContain('Inténtelo de nuevo en unos minutos'));
    expect(box('Nombre').value).toBe('Bo Diddley');
  });

  it('says a server failure (5xx) the same quiet way', async () => {
    api.broken.add('/api/save-contact-form');
    renderContact();
    fillGoodMessage();
    submit();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(box('Message').value).toBe('Please call me about selling my house.');
  });

  it('shows Retry for a staff list that could not be loaded, and loads it again', async () => {
    api.broken.add('/api/staff');
    renderContact();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    api.broken.delete('/api/staff');
    fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Our Team' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    renderContact(undefined, 'es');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('CONTÁCTENOS');
    expect(box('Nombre').placeholder).toBe('Nombre obligatorio');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Nuestro equipo' })).toBeTruthy();
  });
});

describe("<bb-contact agent> on an agent's page", () => {
  it("says 'CONTACT {AGENT}', shows the agent's phone and e-mail, no staff, and writes to the agent", async () => {
    renderContact('jane-doe');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('CONTACT JANE DOE'),
    );
    expect(screen.getByRole('link', { name: '(512) 555-0177' }).getAttribute('href')).toBe(
      'tel:+15125550177',
    );
    expect(screen.getByRole('link', { name: 'jane@brokerage.test' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Jane Doe' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'hello@brokerage.test' })).toBeNull();
    // Offices still load; by then the carousel would have shown, had it been wanted.
    await screen.findByRole('link', { name: /^View on map: North Austin/ });
    expect(screen.queryByRole('region', { name: 'Our Team' })).toBeNull();

    fillGoodMessage();
    submit();
    await screen.findByText('Your message has been sent!');
    expect(api.posts.at(-1)?.MatrixDir).toBe('jane-doe');
  });

  it("falls back to the company's page for an agent that cannot be read", async () => {
    renderContact('nobody-here');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('CONTACT US'));
    expect(await screen.findByRole('region', { name: 'Our Team' })).toBeTruthy();
  });
});
