import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, makeUser, renderAt } from '../../../test/render';
import PaymentCancelPage from './PaymentCancelPage';
import PaymentSuccessPage from './PaymentSuccessPage';

const TOAST = { timeout: 5000 };

describe('payment result pages', () => {
  it("/payment/cancel says 'Payment Cancelled' in a toast and offers Try Again (the Tickets screen) and Return to Home", async () => {
    fakeServer(null);
    renderAt(<PaymentCancelPage />, '/payment/cancel');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeTruthy();
    expect(await screen.findByTestId('toast', undefined, TOAST)).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toContain('Your payment was cancelled. No tickets were purchased.');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tickets'));
  });

  it("/payment/success says 'Payment Successful!', and links to the profile and home", async () => {
    fakeServer(makeUser());
    renderAt(<PaymentSuccessPage />, '/payment/success');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'View My Profile' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
  });
});
