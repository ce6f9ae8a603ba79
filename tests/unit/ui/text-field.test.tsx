import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../../src/ui/text-field';

type Extra = Omit<Parameters<typeof TextField>[0], 'label' | 'name' | 'value' | 'onChange' | 'error'>;

function Box({ error = null, ...extra }: { error?: string | null } & Extra) {
  const [value, setValue] = useState('');
  return (
    <TextField label="Email" name="PartyEmail" value={value} onChange={setValue} error={error} {...extra} />
  );
}

describe('TextField', () => {
  it('is found by its label and keeps what the visitor types', () => {
    render(<Box type="email" autoComplete="email" />);
    const box = screen.getByLabelText('Email');
    fireEvent.change(box, { target: { value: 'ana@example.com' } });
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ana@example.com');
    expect(box.getAttribute('type')).toBe('email');
    expect(box.getAttribute('autocomplete')).toBe('email');
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('ties its error to the box, marks the box invalid and announces the message', () => {
    render(<Box error="Please provide a properly formatted email address" hint="We never share it." />);
    const box = screen.getByLabelText('Email');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please provide a properly formatted email address');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We never share it.', 'Please provide a properly formatted email address']);
  });

  it('keeps an empty error slot named after its field, described by nothing when there is no message', () => {
    render(<Box />);
    expect(document.querySelector('[data-field="PartyEmail"]')?.textContent).toBe('');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBeNull();
  });

  it('is a several-line box for a message', () => {
    render(<Box multiline rows={5} placeholder="Required" />);
    const box = screen.getByLabelText('Email');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe('5');
    expect(box.getAttribute('placeholder')).toBe('Required');
  });

  it('marks a required field for sight and for screen readers without changing its name', () => {
    render(<Box required />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(document.querySelector('label')?.textContent).toBe('Email*');
  });

  it('wears the account look or the lead look, which pages style and browser tests find', () => {
    const { unmount } = render(<Box error="Required" />);
    expect(document.querySelector('.bb-account-field .bb-account-error')?.textContent).toBe('Required');
    unmount();
    render(<Box look="lead" error="Required" />);
    expect(document.querySelector('.bb-lead-field .bb-lead-error')?.textContent).toBe('Required');
  });
});
