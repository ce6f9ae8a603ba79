import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from '../../../src/contract';
import { type FormOutcome, useForm } from '../../../src/ui/use-form';

interface Values {
  name: string;
  email: string;
}

const EMPTY: Values = { name: '', email: '' };
const TEXTS: Record<string, string> = { required: 'Required', invalid_email: 'Not an address' };

function requireBoth(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name === '') errors.PartyName = ['required'];
  if (values.email === '') errors.PartyEmail = ['required'];
  return errors;
}

interface Props {
  send: (values: Values) => Promise<FormOutcome<Values>>;
  showErrors?: 'touched' | 'submitted';
  doneFor?: number;
}

function Form({ send, ...timing }: Props) {
  const form = useForm<Values>({
    initial: EMPTY,
    wire: { name: 'PartyName', email: 'PartyEmail' },
    validate: requireBoth,
    text: (_field, message) => TEXTS[message] ?? message,
    send,
    ...timing,
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <label>
        Name
        <input value={form.values.name} onChange={(event) => form.set({ name: event.target.value })} />
      </label>
      <label>
        Email
        <input value={form.values.email} onChange={(event) => form.set({ email: event.target.value })} />
      </label>
      <output data-testid="name-error">{form.error('PartyName') ?? ''}</output>
      <output data-testid="email-error">{form.error('PartyEmail') ?? ''}</output>
      <output data-testid="status">{form.status}</output>
      <output data-testid="failure">{form.failure ?? ''}</output>
      <output data-testid="state">{`${form.valid ? 'valid' : 'invalid'} ${form.changed ? 'changed' : 'saved'}`}</output>
      <button type="submit">Send</button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const shown = (id: string) => screen.getByTestId(id).textContent;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

afterEach(() => vi.useRealTimers());

describe('useForm', () => {
  it('shows the validator’s errors after a submit, sends nothing, and drops a field’s error once it is edited', () => {
    const post = vi.fn(async () => ({ done: true }) as const);
    render(<Form send={post} />);
    expect(shown('name-error')).toBe('');
    send();
    expect(shown('name-error')).toBe('Required');
    expect(shown('email-error')).toBe('Required');
    expect(post).not.toHaveBeenCalled();
    type('Name', 'Ana');
    expect(shown('name-error')).toBe('');
    type('Email', 'a');
    type('Email', '');
    expect(shown('email-error')).toBe('');
  });

  it('in the touched mode shows a field’s error as soon as it is edited, and says whether all is valid', () => {
    render(<Form send={vi.fn()} showErrors="touched" />);
    expect(shown('state')).toBe('invalid saved');
    type('Name', 'A');
    type('Name', '');
    expect(shown('name-error')).toBe('Required');
    expect(shown('email-error')).toBe('');
    type('Name', 'Ana');
    type('Email', 'ana@example.com');
    expect(shown('state')).toBe('valid changed');
  });

  it('is sending while the answer is awaited and sends the values once, however often Send is pressed', async () => {
    let answer: (outcome: FormOutcome<Values>) => void = () => {};
    const post = vi.fn(() => new Promise<FormOutcome<Values>>((resolve) => (answer = resolve)));
    render(<Form send={post} />);
    type('Name', 'Ana');
    type('Email', 'ana@example.com');
    send();
    send();
    expect(shown('status')).toBe('sending');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' });
    await act(async () => answer({ done: true }));
    expect(shown('status')).toBe('done');
  });

  it('shows the server’s field errors on their fields until the visitor edits them', async () => {
    render(<Form send={async () => ({ errors: { PartyEmail: ['invalid_email'] } })} />);
    type('Name', 'Ana');
    type('Email', 'ana@');
    send();
    await waitFor(() => expect(shown('email-error')).toBe('Not an address'));
    expect(shown('status')).toBe('idle');
    type('Email', 'ana@example.com');
    expect(shown('email-error')).toBe('');
  });

  it('says the one message of a refusal or of a post that got no answer, until the next submit', async () => {
    const post = vi
      .fn<(values: Values) => Promise<FormOutcome<Values>>>()
      .mockResolvedValueOnce({ failure: 'An error occurred. Please try again.' })
      .mockResolvedValueOnce({ done: true });
    render(<Form send={post} />);
    type('Name', 'Ana');
    type('Email', 'ana@example.com');
    send();
    await waitFor(() => expect(shown('failure')).toBe('An error occurred. Please try again.'));
    expect(shown('status')).toBe('failed');
    type('Name', 'Anna');
    expect(shown('failure')).toBe('An error occurred. Please try again.');
    send();
    await waitFor(() => expect(shown('status')).toBe('done'));
    expect(shown('failure')).toBe('');
  });

  it('takes the values the server kept as the saved ones, so nothing counts as changed after a save', async () => {
    render(<Form send={async () => ({ done: true, values: EMPTY })} />);
    type('Name', 'Ana');
    type('Email', 'ana@example.com');
    expect(shown('state')).toBe('valid changed');
    send();
    await waitFor(() => expect(shown('status')).toBe('done'));
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
    expect(shown('state')).toBe('invalid saved');
    expect(shown('name-error')).toBe('');
  });

  it('lets the success line go after doneFor, and an edit ends it sooner', async () => {
    vi.useFakeTimers();
    render(<Form send={async () => ({ done: true })} doneFor={2000} />);
    type('Name', 'Ana');
    type('Email', 'ana@example.com');
    await act(async () => send());
    expect(shown('status')).toBe('done');
    act(() => vi.advanceTimersByTime(2000));
    expect(shown('status')).toBe('idle');
    await act(async () => send());
    expect(shown('status')).toBe('done');
    type('Name', 'Anna');
    expect(shown('status')).toBe('idle');
  });
});

describe('useForm with values kept elsewhere', () => {
  function Kept({ post }: { post: (values: Values) => Promise<FormOutcome<Values>> }) {
    const [stored, setStored] = useState<Values>({ name: 'Ana', email: '' });
    const form = useForm<Values>({
      initial: EMPTY,
      kept: { values: stored, set: (patch) => setStored((current) => ({ ...current, ...patch })) },
      text: (_field, message) => message,
      send: post,
    });
    return (
      <form onSubmit={form.submit}>
        <label>
          Email
          <input value={form.values.email} onChange={(event) => form.set({ email: event.target.value })} />
        </label>
        <output data-testid="stored">{JSON.stringify(stored)}</output>
        <button type="submit">Send</button>
      </form>
    );
  }

  it('reads and writes the kept values (a stored draft) and sends them', async () => {
    const post = vi.fn(async () => ({ done: true }) as const);
    render(<Kept post={post} />);
    type('Email', 'ana@example.com');
    expect(shown('stored')).toBe('{"name":"Ana","email":"ana@example.com"}');
    send();
    await waitFor(() => expect(post).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' }));
  });
});
