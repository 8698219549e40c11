import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import { requestsTo, serveRoutes } from '../testServer';
import ImportCollectionDialog from './ImportCollectionDialog';

/**
 * A file as the picker gives it. Node's File, not jsdom's: the client's FormData is Node's (as fetch is,
 * web/jest.environment.js), and it takes only its own Blobs; a browser's File is both.
 */
function collectionFile(name = 'My Recipes.paprikarecipes', bytes = 2048): File {
  return new NodeFile([new Uint8Array(bytes).fill(7)], name, { type: 'application/octet-stream' }) as unknown as File;
}

function openDialog() {
  const onClose = jest.fn();
  const utils = renderAt(<ImportCollectionDialog open onClose={onClose} />, '/recipes');
  const dialog = screen.getByRole('dialog', { name: 'Import recipes' });
  const pick = (file: File) => fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [file] } });
  const importButton = () => within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Import' });
  return { ...utils, dialog, onClose, pick, importButton };
}

describe('ImportCollectionDialog', () => {
  it('sends the chosen file as multipart with the chosen format, and opens the import', async () => {
    const server = serveRoutes(fakeServer(makeUser()), { 'POST /api/imports': () => json({ id: 12 }, 202) });
    const { dialog, pick, importButton, onClose } = openDialog();

    expect(within(dialog).getByText('Paprika, Mealie, Tandoor, Nextcloud Cookbook, schema.org JSON or HTML files, or a Savor export')).toBeTruthy();
    const input = screen.getByTestId<HTMLInputElement>('import-file-input');
    expect(input.accept).toBe('.paprikarecipes,.paprikarecipe,.zip,.json,.jsonld,.html,.htm');
    const chooseClick = jest.spyOn(input, 'click');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose file' }));
    expect(chooseClick).toHaveBeenCalled();
    expect(importButton().disabled).toBe(true);

    pick(collectionFile());
    expect(within(dialog).getByTestId('import-file-name').textContent).toBe('My Recipes.paprikarecipes');
    expect(within(dialog).getByText('2 KB')).toBeTruthy();
    expect(importButton().disabled).toBe(false);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Format' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Detect automatically',
      'Paprika',
      'Mealie',
      'Tandoor',
      'Nextcloud Cookbook',
      'schema.org JSON or HTML',
      'Savor export',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Paprika' }));
    fireEvent.click(importButton());

    expect((await screen.findByTestId('location')).textContent).toBe('/imports/12');
    expect(onClose).toHaveBeenCalled();
    const [sent] = requestsTo(server, 'POST', '/api/imports');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sent.formData();
    const file = form.get('file') as File;
    expect(file.name).toBe('My Recipes.paprikarecipes');
    expect(file.size).toBe(2048);
    expect(form.get('format')).toBe('paprika');
  });

  it("keeps the dialog open with the server's message when an import is already running, and leaves the format out when it is to be detected", async () => {
    const server = serveRoutes(fakeServer(makeUser()), {
      'POST /api/imports': () =>
        json({ message: 'An import is already running. Wait for it to finish before starting another.', code: 'IMPORT_RUNNING' }, 409),
    });
    const { dialog, pick, importButton, onClose } = openDialog();
    pick(collectionFile('recipes.zip'));
    fireEvent.click(importButton());

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'An import is already running. Wait for it to finish before starting another.',
    );
    expect(screen.getByRole('dialog', { name: 'Import recipes' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(importButton().disabled).toBe(false));
    const form = await requestsTo(server, 'POST', '/api/imports')[0].formData();
    expect((form.get('file') as File).name).toBe('recipes.zip');
    expect(form.has('format')).toBe(false);
  });
});
