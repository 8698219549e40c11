import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { TOAST, daysAgo, pantryItem, serveInventory, shoppingItem, world } from '../../inventory/testServer';
import { KitchenCard } from './KitchenCard';

const card = () => screen.getByRole('region', { name: 'Shopping List' });
const recentlyAdded = () => within(card()).getByRole('heading', { name: 'Recently Added' }).nextElementSibling as HTMLElement;

describe('KitchenCard', () => {
  it('shows the empty texts', async () => {
    serveInventory(world());
    renderAt(<KitchenCard />);
    expect(await within(card()).findByText('Your shopping list is empty.')).toBeTruthy();
    expect(await within(card()).findByText('No items in pantry.')).toBeTruthy();
    expect(within(card()).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/shopping-pantry');
  });

  it('lists a few items to buy first, with check circles and a link to the rest', async () => {
    const shopping = ['a', 'b', 'c', 'd', 'e', 'f'].map((name, i) => shoppingItem(`item ${name}`, { createdAt: daysAgo(i), checked: i === 0 }));
    serveInventory(world({ shopping }));
    renderAt(<KitchenCard />);
    const list = await within(card()).findByRole('list', { name: 'Shopping list items' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(5);
    expect(
      within(list)
        .getAllByTestId('shopping-item-name')
        .map((n) => n.textContent),
    ).toEqual(['item b', 'item c', 'item d', 'item e', 'item f']);
    expect(within(card()).getByRole('link', { name: 'View all 6 items' }).getAttribute('href')).toBe('/shopping-pantry');
  });

  it("shows an item's amount after its name, in full on hover when the name is clamped", async () => {
    serveInventory(world({ shopping: [shoppingItem('Butter', { quantity: 500, unit: 'g' }), shoppingItem('Salt')] }));
    renderAt(<KitchenCard />);
    const list = await within(card()).findByRole('list', { name: 'Shopping list items' });
    const names = within(list).getAllByTestId('shopping-item-name');
    expect(names.map((n) => [n.textContent, n.getAttribute('title')])).toEqual([
      ['Salt', 'Salt'],
      ['Butter · 500 g', 'Butter · 500 g'],
    ]);
  });

  it("shows Pantry Status: what is running low, and the 2 newest as 'name (N days ago)'", async () => {
    serveInventory(
      world({
        pantry: [
          pantryItem('rice', { percentage: 10, addedAt: daysAgo(5) }),
          pantryItem('honey', { addedAt: daysAgo(1) }),
          pantryItem('flour', { percentage: 40, addedAt: daysAgo(2) }),
        ],
      }),
    );
    renderAt(<KitchenCard />);
    await within(card()).findByRole('heading', { name: 'Running Low' });
    expect(within(card()).getByText('10% left')).toBeTruthy();
    expect(within(card()).queryByText('40% left')).toBeNull();
    expect(
      within(recentlyAdded())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['honey (1 day ago)', 'flour (2 days ago)']);
  });

  it('says so when nothing is running low', async () => {
    serveInventory(world({ pantry: [pantryItem('honey')] }));
    renderAt(<KitchenCard />);
    expect(await within(card()).findByText('No items running low.')).toBeTruthy();
    expect(within(recentlyAdded()).getByText('honey')).toBeTruthy();
  });

  it('checking an item moves it to the pantry at once, and both roll back when the server refuses', async () => {
    const w = world({ shopping: [shoppingItem('2 cups rice')], pantry: [pantryItem('honey', { addedAt: daysAgo(1) })] });
    const server = serveInventory(w);
    renderAt(<KitchenCard />);
    await within(card()).findByText('honey');

    // Refused: the item is unchecked again and leaves the pantry.
    w.failing.add('check');
    server.hold('check');
    fireEvent.click(await screen.findByRole('checkbox', { name: '2 cups rice' }));
    await waitFor(() =>
      expect(
        within(recentlyAdded())
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['2 cups rice (today)', 'honey (1 day ago)']),
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '2 cups rice' }).checked).toBe(true);
    server.release('check');
    expect(await screen.findByText('Could not update item status.', undefined, TOAST)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '2 cups rice' }).checked).toBe(false);
    await waitFor(() =>
      expect(
        within(recentlyAdded())
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['honey (1 day ago)']),
    );

    // Saved: the pantry item carries the quantity and unit the server read from the text.
    w.failing.delete('check');
    fireEvent.click(screen.getByRole('checkbox', { name: '2 cups rice' }));
    expect(await screen.findByText('Item moved to pantry', undefined, TOAST)).toBeTruthy();
    await waitFor(() =>
      expect(
        within(recentlyAdded())
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['rice (today)', 'honey (1 day ago)']),
    );
    expect(w.pantry.find((p) => p.name === 'rice')).toMatchObject({ quantity: 2, unit: 'cups' });
  });
});
