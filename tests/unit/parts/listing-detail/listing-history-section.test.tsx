import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingHistorySection } from '../../../../src/parts/listing-detail/listing-history-section';

const listed = { date: '2026-11-02', event: 'Listed', price: 2400, status: 'Active' };

describe('Listing History', () => {
  it("calls a lease's Active 'For Rent', a sale's 'For Sale'", () => {
    const { unmount } = render(<ListingHistorySection history={[listed]} propertyType="ResidentialLease" />);
    expect(within(screen.getByRole('table')).getByText('For Rent')).toBeTruthy();
    unmount();
    render(<ListingHistorySection history={[{ ...listed, price: 415000 }]} propertyType="Residential" />);
    expect(within(screen.getByRole('table')).getByText('For Sale')).toBeTruthy();
  });
});
