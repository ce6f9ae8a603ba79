import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingSchema } from '../../../../src/contract';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import { ScheduleTour } from '../../../../src/parts/tour/schedule-tour';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { type FakeLeadApi, stubLeadApi } from '../tour/fake-lead-api';

await loadCatalog('es');

const listing = v.parse(listingSchema, {
  ListingKeyNumeric: 77,
  Address: '1234 Oak Hollow Dr',
  City: 'Austin',
  PostalCode: '78704',
  CountyOrParish: 'Travis',
});

let api: FakeLeadApi;
const DRAFT_KEY = 'bluebonnet:lead-draft';

function renderTour() {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  return render(
    <Provider store={store}>
      <ScheduleTour listing={listing} today="2026-11-23" />
    </Provider>,
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const errorOf = (field: string) =>
  document.querySelector(`.bb-lead-error[data-field="${field}"]`)?.textContent;

/** Opens the contact modal; its forms load with import() at the first opening. */
async function openTour() {
  click('Schedule a Tour');
  await screen.findByRole('dialog');
}

async function fillContact(phone = '5125550147') {
  await openTour();
  type('First Name', 'Ana');
  type('Last Name', 'García');
  type('Email', 'ana@example.com');
  fireEvent.change(screen.getByRole('textbox', { name: /^Phone/ }), { target: { value: phone } });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/listings?source=newsletter&minPrice=300000');
  api = stubLeadApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('lead flow', () => {
  it('labels the phone plainly: it is not a password', async () => {
    renderTour();
    await openTour();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/password/i);
  });

  it("shows the server's first message in the phone slot", async () => {
    renderTour();
    await fillContact('512555014');
    click('Next');
    await settle();
    expect(errorOf('PartyPhone')).toBe('Enter a 10-digit phone number');
    expect(screen.getByRole('dialog', { name: 'Schedule a Tour' })).toBeTruthy();
  });

  it("drops the server's message from a field once the visitor corrects it", async () => {
    renderTour();
    await fillContact('512555014');
    click('Next');
    await settle();
    expect(errorOf('PartyPhone')).toBe('Enter a 10-digit phone number');
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone/ }), { target: { value: '5125550147' } });
    expect(errorOf('PartyPhone')).toBe('');
    expect(screen.getByRole('textbox', { name: /^Phone/ }).getAttribute('aria-invalid')).toBeNull();
  });

  it("clears each of One Last Step's messages once its question is answered", async () => {
    renderTour();
    await fillContact();
    click('Next');
    await settle();
    click('All Done');
    await settle();
    for (const field of ['language', 'realtor', 'houseToSell', 'metro']) {
      expect(errorOf(field)).toBe('This field is required');
    }

    fireEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    expect(errorOf('language')).toBe('');
    fireEvent.click(screen.getAllByRole('radio', { name: 'No' })[0] as HTMLElement);
    expect(errorOf('realtor')).toBe('');
    fireEvent.click(screen.getAllByRole('radio', { name: 'Yes' })[1] as HTMLElement);
    expect(errorOf('houseToSell')).toBe('');
    fireEvent.change(screen.getByRole('combobox', { name: /^Metro/ }), { target: { value: 'Austin' } });
    expect(errorOf('metro')).toBe('');
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent)).toEqual([]);

    // 'Other' with its box left empty: the message moves to the box, and goes once a language is typed.
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    click('All Done');
    await settle();
    expect(errorOf('language')).toBe('This field is required');
    type('Which language?', 'Vietnamese');
    expect(errorOf('language')).toBe('');
  });

  it('suggests the common domain for a mistyped e-mail, and takes it on a click', async () => {
    renderTour();
    await openTour();
    type('Email', 'ana@gmial.com');
    fireEvent.blur(screen.getByRole('textbox', { name: 'Email' }));
    click('Did you mean ana@gmail.com?');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ana@gmail.com');
  });

  it('goes contact → One Last Step → thank you, sending tour, listing and source', async () => {
    renderTour();
    fireEvent.click(screen.getByRole('radio', { name: 'Wednesday, November 25, 2026' }));
    await fillContact();
    click('Next');
    await settle();
    expect(screen.getByRole('dialog', { name: 'One Last Step' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    type('Which language?', 'Vietnamese');
    fireEvent.click(screen.getAllByRole('radio', { name: 'No' })[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('radio', { name: 'Yes' })[1] as HTMLElement);
    fireEvent.change(screen.getByRole('combobox', { name: /^Metro/ }), { target: { value: 'Killeen' } });
    click('All Done');
    await settle();

    expect(screen.getByRole('dialog', { name: 'Thank you!' }).textContent).toContain('ana@example.com');
    const final = api.posts.find((post) => post.path === '/api/clients')?.fields;
    expect(final).toMatchObject({
      PartyName: 'Ana',
      PartyPhone: '5125550147',
      ListingKeyNumeric: '77',
      language: 'Vietnamese',
      realtor: 'no',
      houseToSell: 'yes',
      metro: 'Killeen',
      date: '2026-11-25',
      type: 'in-person',
      time: '',
      county: 'Travis',
      city: 'Austin',
      postalCode: '78704',
      source: 'newsletter',
      minPrice: '300000',
      maxPrice: '',
    });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('shows the chosen day and kind of tour, and sends the preferred time picked', async () => {
    renderTour();
    fireEvent.click(screen.getByRole('tab', { name: 'Virtual Tour' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Wednesday, November 25, 2026' }));
    await fillContact();
    expect(document.querySelector('.bb-lead-tour-summary')?.textContent).toBe(
      'Video tour · Wednesday, November 25, 2026',
    );
    const time = screen.getByRole('combobox', { name: 'Preferred time' });
    expect(time).toHaveProperty('value', '');
    fireEvent.change(time, { target: { value: '14:00' } });
    expect(screen.getByRole('option', { name: '2:00 PM' })).toHaveProperty('selected', true);
    click('Next');
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    fireEvent.click(screen.getAllByRole('radio', { name: 'No' })[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('radio', { name: 'No' })[1] as HTMLElement);
    fireEvent.change(screen.getByRole('combobox', { name: /^Metro/ }), { target: { value: 'Austin' } });
    click('All Done');
    await settle();
    expect(api.posts.find((post) => post.path === '/api/clients')?.fields).toMatchObject({
      date: '2026-11-25',
      type: 'virtual',
      time: '14:00',
    });
  });

  it('says an ASAP tour is for as soon as possible, at any time unless one is picked', async () => {
    renderTour();
    await openTour();
    expect(document.querySelector('.bb-lead-tour-summary')?.textContent).toBe(
      'In-person tour · As soon as possible',
    );
    expect(screen.getByRole('option', { name: 'Any time' })).toHaveProperty('selected', true);
  });

  it('keeps what was typed through a failed post and sends it again on Retry', async () => {
    renderTour();
    await fillContact();
    api.offline = true;
    click('Next');
    await settle();
    expect(screen.getByRole('status').textContent).toContain('What you typed is kept');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveProperty('value', 'Ana');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      fname: 'Ana',
      phone: '5125550147',
    });

    api.offline = false;
    click('Retry');
    await settle();
    expect(screen.getByRole('dialog', { name: 'One Last Step' })).toBeTruthy();
  });

  it('says why a flood was refused, in English and Spanish, and keeps the draft for a later try', async () => {
    renderTour();
    await fillContact();
    click('Next');
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    fireEvent.click(screen.getAllByRole('radio', { name: 'No' })[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('radio', { name: 'No' })[1] as HTMLElement);
    fireEvent.change(screen.getByRole('combobox', { name: /^Metro/ }), { target: { value: 'Austin' } });
    api.flooded = true;
    click('All Done');
    await settle();

    expect(errorOf('form')).toContain('Please try again in a few minutes');
    expect(screen.getByRole('dialog', { name: 'One Last Step' })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      fname: 'Ana',
      email: 'ana@example.com',
      phone: '5125550147',
      metro: 'Austin',
      step: 'last',
    });
    // A person never sees or fills the decoy field, so it is not sent.
    expect(api.posts.at(-1)?.fields).not.toHaveProperty('website');

    api.flooded = false;
    click('All Done');
    await settle();
    expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
  });

  it('says it in Spanish to a Spanish-speaking visitor', async () => {
    const store = createStore();
    store.set(languageChoiceAtom, 'es');
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        listingKey: 77,
        step: 'last',
        fname: 'Ana',
        lname: 'García',
        email: 'ana@example.com',
        phone: '5125550147',
        language: 'Spanish',
        realtor: 'no',
        houseToSell: 'no',
        metro: 'Austin',
      }),
    );
    render(
      <Provider store={store}>
        <ScheduleTour listing={listing} today="2026-11-23" />
      </Provider>,
    );
    api.flooded = true;
    fireEvent.click(screen.getAllByRole('button', { name: /^Agendar/ })[0] as HTMLElement);
    await screen.findByRole('dialog');
    fireEvent.submit(document.querySelector('.bb-lead-modal form') as HTMLFormElement);
    await settle();
    expect(errorOf('form')).toContain('Inténtelo de nuevo en unos minutos');
  });

  it('restores the draft after a reload', async () => {
    const first = renderTour();
    await fillContact();
    first.unmount();
    renderTour();
    await openTour();
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveProperty('value', 'García');
  });

  it('ignores a stored draft that is not valid', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 'hack', fname: 42 }));
    renderTour();
    await openTour();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveProperty('value', '');
  });
});
