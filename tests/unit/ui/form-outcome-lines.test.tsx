import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormOutcomeLines } from '../../../src/ui/form-outcome-lines';

describe('FormOutcomeLines', () => {
  it('reads the success line politely and announces the failure at once', () => {
    render(<FormOutcomeLines success="Your password has been changed." failure="An error occurred." />);
    expect(screen.getByRole('status').textContent).toBe('Your password has been changed.');
    expect(screen.getByRole('alert').textContent).toBe('An error occurred.');
  });

  it('keeps both lines in the page empty, so a message that appears is announced', () => {
    render(<FormOutcomeLines success={null} failure={null} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('has no success line on a form that moves on when it succeeds', () => {
    render(<FormOutcomeLines failure={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
