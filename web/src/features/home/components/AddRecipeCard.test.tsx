import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OFFLINE_REASON } from '../../../api/online';
import { setOnline } from '../../../test/connection';
import { fakeServer, makeUser, renderAt } from '../../../test/render';
import { AddRecipeCard } from './AddRecipeCard';

afterEach(() => setOnline(true));

describe('AddRecipeCard offline', () => {
  it("says 'Photo Upload' needs a connection and opens nothing; manual creation stays; online again it opens the upload", async () => {
    fakeServer(makeUser());
    renderAt(<AddRecipeCard />);
    setOnline(false);
    const upload = screen.getByRole('button', { name: /Photo Upload/ });
    expect(upload.getAttribute('aria-disabled')).toBe('true');
    expect(upload.getAttribute('title')).toBe(OFFLINE_REASON);
    expect(screen.getByRole('link', { name: /Manual Creation/ }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(upload);
    expect(screen.queryByRole('dialog')).toBeNull();

    setOnline(true);
    await waitFor(() => expect(upload.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(upload);
    expect(await screen.findByRole('dialog', { name: 'Upload Recipe Photo' })).toBeTruthy();
  });
});
