import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingSchema } from '../../../../src/contract';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import { ScheduleTour } from '../../../../src/parts/tour/schedule-tour';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { type FakeLeadApi, stubLeadApi } from './fake-lead-api';

await loadCatalog('es');

const listing = (fields: Record<string, unknown> = {}) =>
  v.parse(listingSchema, {
    ListingKeyNumeric: 77,
    Address: '1234 Oak Hollow Dr',
    City: 'Austin',
    PostalCode: '78704',
    VirtualTourURLBranded: 'https://tours.example.com/branded/77',
    VirtualTourURLUnbranded: 'https://tours.example.com/plain/77',
    ...fields,
  });

function renderTour(fields: Record<string, unknown> = {}, lang: 'en' | 'es' = 'en') {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  render(
    <Provider store={store}>
      <ScheduleTour listing={listing(fields)} today="2026-11-23" />
    </Provider>,
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

let api: FakeLeadApi;

beforeEach(() => {
  api = stubLeadApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('ScheduleTour', () => {
  it('opens on In-Person with the strip starting at ASAP, chosen, and the previous arrow disabled', () => {
    renderTour();
    expect(screen.getByRole('tab', { name: 'In-Person' }).getAttribute('aria-selected')).toBe('true');
    const days = screen.getAllByRole('radio');
    expect(days).toHaveLength(11);
    expect(days[0]?.getAttribute('value')).toBe('asap');
    expect(screen.getByRole('radio', { name: 'ASAP' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Monday, November 23, 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Earlier dates' })).toHaveProperty('disabled', true);
  });

  it('slides the strip 265 px a step, no further than -460 px', () => {
    renderTour();
    const strip = screen.getByRole('radiogroup', { name: 'Tour date' });
    const later = screen.getByRole('button', { name: 'Later dates' });
    fireEvent.click(later);
    expect(strip.style.transform).toBe('translateX(-265px)');
    fireEvent.click(later);
    expect(strip.style.transform).toBe('translateX(-460px)');
    expect(later).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Earlier dates' })).toHaveProperty('disabled', false);
  });

  it('links the branded virtual tour for our own listings and the unbranded one otherwise', () => {
    renderTour({ rtlist: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'Virtual Tour' }));
    expect(screen.getByRole('link', { name: 'Open the virtual tour' }).getAttribute('href')).toContain(
      '/branded/',
    );
  });

  it('uses the unbranded tour link when the listing is not ours', () => {
    renderTour({ rtlist: 0 });
    fireEvent.click(screen.getByRole('tab', { name: 'Virtual Tour' }));
    expect(screen.getByRole('link', { name: 'Open the virtual tour' }).getAttribute('href')).toContain(
      '/plain/',
    );
  });

  it("shows the listing's agent, or the default web agent when it has none", async () => {
    api.listingAgents.set(77, 'jdoe');
    renderTour({ ListAgentMatrixDir: 'jdoe' });
    await settle();
    expect(screen.getByText('Jane Doe')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Jane Doe' }).getAttribute('src')).toContain(
      '/photos/agents/jdoe.svg',
    );
    expect(screen.getByRole('link', { name: '(512) 555-0100' })).toBeTruthy();
  });

  it('falls back to the web agent card', async () => {
    renderTour();
    await settle();
    expect(screen.getByText('Web Desk')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'web@brokerage.test' })).toBeTruthy();
  });

  it("shows, on an agent's site, that agent — the one the request is sent to — and sends it to them", async () => {
    api.listingAgents.set(77, 'jdoe');
    localStorage.setItem('agent', JSON.stringify({ MatrixDir: 'msmith', AgentChimeName: 'Mark Smith' }));
    renderTour({ ListAgentMatrixDir: 'jdoe' });
    await settle();
    expect(screen.getByText('Mark Smith')).toBeTruthy();
    expect(screen.queryByText('Jane Doe')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Schedule a Tour' }));
    await screen.findByRole('dialog', { name: 'Schedule a Tour' });
    const type = (name: string | RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type('First Name', 'Ana');
    type('Last Name', 'García');
    type('Email', 'ana@example.com');
    type(/^Phone/, '5125550147');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    fireEvent.click(screen.getAllByRole('radio', { name: 'No' })[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('radio', { name: 'No' })[1] as HTMLElement);
    fireEvent.change(screen.getByRole('combobox', { name: /^Metro/ }), { target: { value: 'Austin' } });
    fireEvent.click(screen.getByRole('button', { name: 'All Done' }));
    await settle();
    expect(api.posts.find((post) => post.path === '/api/clients')?.fields).toMatchObject({
      ListingKeyNumeric: '77',
      MatrixDir: 'msmith',
    });
  });

  it('speaks Spanish', () => {
    renderTour({}, 'es');
    expect(screen.getByRole('tab', { name: 'En persona' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Lo antes posible' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agendar una visita' })).toBeTruthy();
  });

  it("opens the contact modal from the button and from the photo, with the listing's question", async () => {
    renderTour();
    fireEvent.click(
      screen.getByRole('button', { name: 'Schedule a tour of 1234 Oak Hollow Dr, Austin, TX 78704' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Schedule a Tour' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Question' })).toHaveProperty(
      'value',
      'I would like to get more information about the property at 1234 Oak Hollow Dr, Austin, TX 78704',
    );
  });
});
