import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OFFLINE_REASON } from '../../../api/online';
import { dropWhenOffline, setOnline } from '../../../test/connection';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import { makeRecipe } from '../testFixtures';
import UploadRecipeDialog from './UploadRecipeDialog';

const PNG = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'card.png', { type: 'image/png' });

function openDialog() {
  const onClose = jest.fn();
  const utils = renderAt(<UploadRecipeDialog open onClose={onClose} />, '/recipes');
  const dialog = screen.getByRole('dialog', { name: 'Upload Recipe Photo' });
  const pick = (file: File) => fireEvent.change(screen.getByTestId('recipe-upload-input'), { target: { files: [file] } });
  const extract = () => within(dialog).getByRole<HTMLButtonElement>('button', { name: /Extract Recipe|Processing/ });
  return { ...utils, dialog, onClose, pick, extract };
}

/** Answers POST /api/recipe/process-image with `answer` once `release` is called. */
function serveExtraction(answer: () => Response) {
  const server = fakeServer(makeUser());
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(async (request) => {
    if (new URL(request.url).pathname !== '/api/recipe/process-image') return undefined;
    await gate;
    return answer();
  });
  return { server, release: () => release() };
}

/** The server's AI capabilities and ticket costs, as GET /api/assistant/capabilities and /api/tickets/costs answer them. */
function serveReadingCost(vision: boolean, photoCost = 10) {
  const server = fakeServer(makeUser());
  server.use((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/assistant/capabilities') return json({ chat: vision, vision, images: vision, nutrition: vision });
    if (pathname === '/api/tickets/costs') return json([{ feature: 'photo_upload', cost: photoCost, description: 'Recipe photo analysis' }]);
    return undefined;
  });
  return server;
}

describe('UploadRecipeDialog', () => {
  it('says what reading a file costs: tickets for a photo read by AI, nothing when it is read offline', async () => {
    serveReadingCost(true);
    const first = openDialog();
    expect(
      await within(first.dialog).findByText('Photos are read by Savorus’s AI for 10 tickets (refunded if it fails); PDFs are read free.'),
    ).toBeTruthy();
    first.unmount();
    serveReadingCost(false);
    const second = openDialog();
    expect(await within(second.dialog).findByText('Read on Savor’s server, free of tickets.')).toBeTruthy();
  });

  it('explains itself and refuses files it cannot read', async () => {
    fakeServer(makeUser());
    const { dialog, pick, extract } = openDialog();
    expect(
      within(dialog).getByText(
        'Upload a photo of a recipe from a cookbook, magazine, or handwritten note to extract and create a digital recipe card.',
      ),
    ).toBeTruthy();
    const zone = within(dialog).getByRole('button', { name: /Browse Files/ });
    expect(zone.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(zone.getAttribute('aria-describedby')!)?.textContent).toBe('Supported formats: JPEG, PNG, or PDF (max 5MB)');
    expect(screen.getByTestId('recipe-upload-input').getAttribute('accept')).toContain('.jpg,.jpeg,.png,.webp,.pdf');
    expect(extract().disabled).toBe(true);

    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('Invalid file type: Please upload a JPEG, PNG, or PDF file.')).toBeTruthy();

    pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByText('File too large: Please upload a file smaller than 5MB.')).toBeTruthy();
    expect((await screen.findAllByText('File too large')).length).toBeGreaterThan(0); // the toast, after the one before it

    fireEvent.drop(zone, { dataTransfer: { files: [] } });
    expect(await within(dialog).findByText('No file selected: Please select a file to upload.')).toBeTruthy();
    expect(extract().disabled).toBe(true);
  });

  it('highlights the zone while a file is dragged over it and takes the dropped file', async () => {
    fakeServer(makeUser());
    const { dialog } = openDialog();
    const zone = within(dialog).getByRole('button', { name: /Browse Files/ });
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    expect(within(zone).getByText('Drop your file here')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { files: [PNG()] } });
    expect(await within(dialog).findByRole('img', { name: 'Preview of card.png' })).toBeTruthy();
  });

  it('previews an image, shows a PDF by its name, and removes the selection', async () => {
    fakeServer(makeUser());
    const { dialog, pick, extract } = openDialog();
    pick(PNG());
    const preview = await within(dialog).findByRole<HTMLImageElement>('img', { name: 'Preview of card.png' });
    expect(preview.src).toMatch(/^data:image\/png;base64,/);
    expect(extract().disabled).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Browse Files/ })).toBeTruthy();
    expect(extract().disabled).toBe(true);

    pick(new File(['%PDF-1.7'], 'pancakes.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('pancakes.pdf')).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('processes, then stays open with the server’s reason when nothing reads as a recipe', async () => {
    const reason = 'We could not find a recipe in this file. Please try a clearer image or create the recipe manually.';
    const { release } = serveExtraction(() => json({ message: reason }, 422));
    const { dialog, pick, extract, onClose } = openDialog();
    pick(PNG());
    await within(dialog).findByRole('img', { name: 'Preview of card.png' });
    fireEvent.click(extract());

    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeTruthy();
    expect(extract().disabled).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toBe('Reading your recipe… this can take a few seconds');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);

    release();
    expect(await within(dialog).findByText(reason)).toBeTruthy();
    expect(await screen.findByText('Failed to extract recipe from the image. Please try another image or create manually.')).toBeTruthy();
    expect(extract().textContent).toBe('Extract Recipe');
    expect(extract().disabled).toBe(false);
    expect(within(dialog).getByRole('img', { name: 'Preview of card.png' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the upload failed when the server cannot be reached', async () => {
    const { release } = serveExtraction(() => {
      throw new TypeError('Failed to fetch');
    });
    const { dialog, pick, extract } = openDialog();
    pick(PNG());
    await within(dialog).findByRole('img', { name: 'Preview of card.png' });
    fireEvent.click(extract());
    release();
    expect(await within(dialog).findByText('Upload failed: An error occurred while uploading your file. Please try again.')).toBeTruthy();
  });

  it('sends the file, closes and opens the new recipe', async () => {
    const recipe = makeRecipe({ id: 77, name: 'Lemon Garlic Roast Chicken', slug: 'lemon-garlic-roast-chicken', source: 'Photo-added' });
    const { server, release } = serveExtraction(() => json({ recipe }, 201));
    const { dialog, pick, extract, onClose } = openDialog();
    pick(PNG());
    await within(dialog).findByRole('img', { name: 'Preview of card.png' });
    fireEvent.click(extract());
    release();

    expect((await screen.findByTestId('location')).textContent).toBe('/recipes/lemon-garlic-roast-chicken/77');
    expect(onClose).toHaveBeenCalled();
    const sent = server.requests.find((r) => new URL(r.url).pathname === '/api/recipe/process-image')!;
    expect(sent.method).toBe('POST');
    expect(((await sent.json()) as { imageData: string }).imageData).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(screen.getByText('Lemon Garlic Roast Chicken has been added to your recipes.')).toBeTruthy());
  });

  describe('offline', () => {
    afterEach(() => setOnline(true));

    it("keeps the chosen file but says 'Extract Recipe' needs a connection, and reads it once online", async () => {
      const { server, release } = serveExtraction(() => json(makeRecipe({ id: 9, name: 'Nonna’s Ragù', slug: 'nonnas-ragu' }), 201));
      release();
      dropWhenOffline();
      const { dialog, pick, extract } = openDialog();
      pick(PNG());
      await within(dialog).findByRole('img', { name: 'Preview of card.png' });

      setOnline(false);
      expect(extract().getAttribute('aria-disabled')).toBe('true');
      expect(extract().getAttribute('title')).toBe(OFFLINE_REASON);
      fireEvent.click(extract());
      expect(server.requests.filter((r) => new URL(r.url).pathname === '/api/recipe/process-image')).toHaveLength(0);

      setOnline(true);
      await waitFor(() => expect(extract().getAttribute('aria-disabled')).toBeNull());
      fireEvent.click(extract());
      await waitFor(() => expect(server.requests.filter((r) => new URL(r.url).pathname === '/api/recipe/process-image')).toHaveLength(1));
    });
  });
});
