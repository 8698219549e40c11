import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { TOAST, bodiesSent, daysAgo, pantryItem, serveInventory, shoppingItem, world } from '../testServer';
import KitchenInventoryPage from './KitchenInventoryPage';

function renderPage(path = '/shopping-pantry') {
  return renderRoutes([{ path: '/shopping-pantry', element: <KitchenInventoryPage /> }], path);
}

const tab = (name: string) => screen.getByRole('tab', { name });
const shoppingList = () => screen.getByRole('list', { name: 'Shopping list items' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const toast = (text: string) => screen.findByText(text, undefined, TOAST);
const pantryCard = (name: string) => screen.getByRole('listitem', { name });

async function openAddForm(name = 'Add Item') {
  fireEvent.click(await screen.findByRole('button', { name }));
}

describe('KitchenInventoryPage, Shopping List tab', () => {
  it('opens on the Shopping List with the empty texts, and keeps the Pantry Items tab in ?tab=pantry', async () => {
    serveInventory(world());
    const { router } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen Inventory' })).toBeTruthy();
    expect(document.title).toBe('Kitchen Inventory · Savor');
    expect(tab('Shopping List').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Your shopping list is empty.')).toBeTruthy();
    expect(await screen.findByText('No items running low.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull();

    fireEvent.click(tab('Pantry Items'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pantry'));
    expect(screen.getByRole('heading', { level: 2, name: 'Pantry Inventory' })).toBeTruthy();
    expect(await screen.findByText('Your pantry is empty. Add some items to get started.')).toBeTruthy();
    fireEvent.click(tab('Shopping List'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the items with their check circles, categories and delete buttons; checked ones are struck through', async () => {
    serveInventory(
      world({ shopping: [shoppingItem('milk', { category: 'Dairy' }), shoppingItem('2 cups rice', { category: 'Grains', checked: true })] }),
    );
    renderPage();
    const milk = await screen.findByRole('checkbox', { name: 'milk' });
    expect((milk as HTMLInputElement).checked).toBe(false);
    expect((checkbox('2 cups rice') as HTMLInputElement).checked).toBe(true);
    const names = within(shoppingList()).getAllByTestId('shopping-item-name');
    expect(names.map((n) => getComputedStyle(n).textDecoration)).toEqual(expect.arrayContaining(['line-through', 'none']));
    expect(within(shoppingList()).getByText('Dairy')).toBeTruthy();
    expect(within(shoppingList()).getByText('Grains')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete milk' })).toBeTruthy();
    expect(screen.getByText('2 items · 1 checked')).toBeTruthy();
  });

  it("shows an item's amount after its name, as a cook reads it, and none for an item added by name", async () => {
    serveInventory(
      world({
        shopping: [
          shoppingItem('Butter', { category: 'Dairy', quantity: 500, unit: 'g' }),
          shoppingItem('Milk', { category: 'Dairy', quantity: 1.125, unit: 'cup' }),
          shoppingItem('Flour', { category: 'Grains', quantity: 1.2, unit: 'kg' }),
          shoppingItem('Garlic', { category: 'Produce', quantity: 3, unit: 'clove' }),
          shoppingItem('Eggs', { category: 'Dairy', quantity: 5, unit: null }),
          shoppingItem('Salt', { category: 'Spices' }),
        ],
      }),
    );
    renderPage();
    await screen.findByRole('checkbox', { name: 'Butter · 500 g' });
    const names = within(shoppingList()).getAllByTestId('shopping-item-name');
    expect(names.map((n) => n.textContent)).toEqual(['Garlic · 3 cloves', 'Eggs · 5', 'Milk · 1⅛ cups', 'Butter · 500 g', 'Flour · 1.2 kg', 'Salt']);
    expect(
      within(shoppingList())
        .getAllByTestId('shopping-item-amount')
        .map((a) => a.textContent),
    ).toEqual([' · 3 cloves', ' · 5', ' · 1⅛ cups', ' · 500 g', ' · 1.2 kg']);
    expect(screen.getByRole('button', { name: 'Delete Butter' })).toBeTruthy();
  });

  it('moves the amount of a checked item into the pantry', async () => {
    const w = world({ shopping: [shoppingItem('Butter', { category: 'Dairy', quantity: 500, unit: 'g' })] });
    serveInventory(w);
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Butter · 500 g' }));
    expect(await toast('Item moved to pantry')).toBeTruthy();
    fireEvent.click(tab('Pantry Items'));
    const card = await screen.findByRole('listitem', { name: 'Butter' });
    expect(within(card).getByText('500 grams')).toBeTruthy();
  });

  it('adds an item at once with the hint and the category, and keeps it when the server saves it', async () => {
    const w = world();
    const server = serveInventory(w);
    renderPage();
    await screen.findByText('Your shopping list is empty.');
    await openAddForm();
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText("Include the quantity and unit, such as '2 cups rice', for automatic pantry conversion.")).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Item Name' });
    expect(name.getAttribute('aria-describedby')).toBeTruthy();

    // An empty name is silently ignored.
    fireEvent.click(screen.getByRole('button', { name: 'Add to List' }));
    expect(await bodiesSent(server, 'POST', '/api/shopping')).toEqual([]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Grains' }));
    server.hold('add-shopping');
    fireEvent.change(name, { target: { value: '  2 cups rice ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to List' }));
    // Shown before the server answers, and the form is ready for the next item.
    expect(await screen.findByRole('checkbox', { name: '2 cups rice' })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('');
    server.release('add-shopping');
    expect(await toast('Item added')).toBeTruthy();
    expect(await bodiesSent(server, 'POST', '/api/shopping')).toEqual([{ name: '2 cups rice', category: 'Grains' }]);
    await waitFor(() => expect((checkbox('2 cups rice') as HTMLInputElement).disabled).toBe(false));
    expect(w.shopping.map((i) => i.name)).toEqual(['2 cups rice']);
  });

  it('removes an added item again when the server refuses it', async () => {
    const server = serveInventory(world({ failing: new Set(['add-shopping']) }));
    renderPage();
    await screen.findByText('Your shopping list is empty.');
    await openAddForm();
    server.hold('add-shopping');
    fireEvent.change(screen.getByRole('textbox', { name: 'Item Name' }), { target: { value: 'eggs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to List' }));
    expect(await screen.findByRole('checkbox', { name: 'eggs' })).toBeTruthy();
    server.release('add-shopping');
    expect(await toast('Could not add item to shopping list.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'eggs' })).toBeNull();
    expect(screen.getByText('Your shopping list is empty.')).toBeTruthy();
  });

  it('checks an item at once and moves it into the pantry with its parsed quantity; unchecking leaves the pantry alone', async () => {
    const w = world({ shopping: [shoppingItem('2 cups rice', { category: 'Grains' })] });
    const server = serveInventory(w);
    renderPage();
    const rice = await screen.findByRole('checkbox', { name: '2 cups rice' });
    server.hold('check');
    fireEvent.click(rice);
    await waitFor(() => expect((checkbox('2 cups rice') as HTMLInputElement).checked).toBe(true));
    server.release('check');
    expect(await toast('Item moved to pantry')).toBeTruthy();
    expect(await bodiesSent(server, 'PATCH', `/api/shopping/${w.shopping[0].id}`)).toEqual([{ checked: true }]);

    fireEvent.click(tab('Pantry Items'));
    const card = await screen.findByRole('listitem', { name: 'rice' });
    expect(within(card).getByText('2 cups')).toBeTruthy();
    expect(within(card).getByText('Added today')).toBeTruthy();

    fireEvent.click(tab('Shopping List'));
    fireEvent.click(await screen.findByRole('checkbox', { name: '2 cups rice' }));
    await waitFor(() => expect((checkbox('2 cups rice') as HTMLInputElement).checked).toBe(false));
    await waitFor(() => expect(w.shopping[0].checked).toBe(false));
    expect(w.pantry.map((p) => p.name)).toEqual(['rice']);
  });

  it('rolls the check back, in the list and in the pantry, when the server refuses it', async () => {
    const w = world({ shopping: [shoppingItem('milk')], failing: new Set(['check']) });
    const server = serveInventory(w);
    renderPage();
    const milk = await screen.findByRole('checkbox', { name: 'milk' });
    server.hold('check');
    fireEvent.click(milk);
    await waitFor(() => expect((checkbox('milk') as HTMLInputElement).checked).toBe(true));
    server.release('check');
    expect(await toast('Could not update item status.')).toBeTruthy();
    expect((checkbox('milk') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(tab('Pantry Items'));
    expect(await screen.findByText('Your pantry is empty. Add some items to get started.')).toBeTruthy();
  });

  it('deletes an item at once and restores it when the server refuses', async () => {
    const w = world({ shopping: [shoppingItem('milk'), shoppingItem('bread', { createdAt: daysAgo(1) })] });
    const server = serveInventory(w);
    renderPage();
    await screen.findByRole('checkbox', { name: 'milk' });

    w.failing.add('delete-shopping');
    server.hold('delete-shopping');
    fireEvent.click(screen.getByRole('button', { name: 'Delete bread' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'bread' })).toBeNull());
    server.release('delete-shopping');
    expect(await toast('Could not delete item from shopping list.')).toBeTruthy();
    // Back in its place: newest first.
    expect(
      within(shoppingList())
        .getAllByTestId('shopping-item-name')
        .map((n) => n.textContent),
    ).toEqual(['milk', 'bread']);

    w.failing.delete('delete-shopping');
    fireEvent.click(screen.getByRole('button', { name: 'Delete milk' }));
    expect(await toast('Item deleted')).toBeTruthy();
    expect(
      within(shoppingList())
        .getAllByTestId('shopping-item-name')
        .map((n) => n.textContent),
    ).toEqual(['bread']);
    expect(w.shopping.map((i) => i.name)).toEqual(['bread']);
  });

  it('clears the whole list after asking, and restores it when the server refuses', async () => {
    const w = world({ shopping: [shoppingItem('milk'), shoppingItem('bread')], failing: new Set(['clear']) });
    const server = serveInventory(w);
    renderPage();
    await screen.findByRole('checkbox', { name: 'milk' });

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to clear your entire shopping list?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bodiesSent(server, 'DELETE', '/api/shopping-clear-all')).toEqual([]);

    server.hold('clear');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Your shopping list is empty.')).toBeTruthy();
    server.release('clear');
    expect(await toast('Failed to clear shopping list.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(shoppingList()).getAllByRole('checkbox')).toHaveLength(2);

    w.failing.delete('clear');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear All' }));
    expect(await toast('Shopping list cleared')).toBeTruthy();
    expect(screen.getByText('Your shopping list is empty.')).toBeTruthy();
    expect(w.shopping).toEqual([]);
  });

  it('lists pantry items with 15% or less left under Low Stock Items', async () => {
    serveInventory(
      world({ pantry: [pantryItem('rice', { percentage: 10 }), pantryItem('flour', { percentage: 15 }), pantryItem('oats', { percentage: 16 })] }),
    );
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Low Stock Items' });
    await waitFor(() => expect(within(panel).getAllByTestId('low-stock-item')).toHaveLength(2));
    expect(within(panel).getByText('10% left')).toBeTruthy();
    expect(within(panel).getByText('15% left')).toBeTruthy();
    expect(within(panel).queryByText('oats')).toBeNull();
    expect(within(panel).getByRole('progressbar', { name: 'Amount of rice left' }).getAttribute('data-color')).toBe('error');
  });

  it('adds a low-stock item to the shopping list in one click, and says so of one already on it', async () => {
    const w = world({
      pantry: [pantryItem('Olive oil', { percentage: 10 }), pantryItem('flour', { percentage: 5 })],
      shopping: [shoppingItem('Flour')],
    });
    serveInventory(w);
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Low Stock Items' });
    const oil = (await within(panel).findByText('Olive oil')).closest('li')!;
    const flour = within(panel).getByText('flour').closest('li')!;
    expect(within(flour).getByText('On your shopping list')).toBeTruthy();
    expect(within(flour).queryByRole('button', { name: 'Add to shopping list' })).toBeNull();

    fireEvent.click(within(oil).getByRole('button', { name: 'Add to shopping list' }));
    expect(await within(oil).findByText('On your shopping list')).toBeTruthy();
    await waitFor(() => expect(w.shopping.map((i) => i.name)).toContain('Olive oil'));
    expect(await within(shoppingList()).findByRole('checkbox', { name: 'Olive oil' })).toBeTruthy();
  });

  it('lists what is still to buy aisle by aisle, and sinks what is ticked off below it', async () => {
    serveInventory(
      world({
        shopping: [
          shoppingItem('bread', { category: 'Bakery' }),
          shoppingItem('apples', { category: 'Produce', checked: true }),
          shoppingItem('milk', { category: 'Dairy' }),
          shoppingItem('onions', { category: 'Produce' }),
        ],
      }),
    );
    renderPage();
    await screen.findByRole('checkbox', { name: 'bread' });
    const names = within(shoppingList())
      .getAllByTestId('shopping-item-name')
      .map((n) => n.textContent);
    expect(names).toEqual(['onions', 'milk', 'bread', 'apples']);
  });

  it('says when the list cannot load, and tries again', async () => {
    const w = world({ shopping: [shoppingItem('milk')], failing: new Set(['list-shopping']) });
    serveInventory(w);
    renderPage();
    expect(await screen.findByText('Error loading shopping list. Please try again.')).toBeTruthy();
    w.failing.delete('list-shopping');
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect(await screen.findByRole('checkbox', { name: 'milk' })).toBeTruthy();
  });
});

describe('KitchenInventoryPage, Pantry Items tab', () => {
  it('adds an item with the form: quantity falls back to 1, unit, and the Amount Available slider', async () => {
    const w = world();
    const server = serveInventory(w);
    renderPage('/shopping-pantry?tab=pantry');
    await screen.findByText('Your pantry is empty. Add some items to get started.');
    await openAddForm();
    const form = screen.getByRole('form', { name: 'Add to pantry' });
    const quantity = within(form).getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity.getAttribute('min')).toBe('0.1');
    expect(quantity.getAttribute('step')).toBe('0.1');
    const slider = within(form).getByRole('slider', { name: 'Amount Available' });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(within(form).getByText('Empty')).toBeTruthy();
    expect(within(form).getByText('Full')).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Item Name' }), { target: { value: 'Olive oil' } });
    fireEvent.change(quantity, { target: { value: 'lots' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Unit' }));
    fireEvent.click(await screen.findByRole('option', { name: 'liters' }));
    fireEvent.change(slider, { target: { value: 40 } });
    server.hold('add-pantry');
    fireEvent.click(within(form).getByRole('button', { name: 'Add to Pantry' }));
    const card = await screen.findByRole('listitem', { name: 'Olive oil' });
    expect(within(card).getByText('1 liters')).toBeTruthy();
    server.release('add-pantry');
    expect(await toast('Item added')).toBeTruthy();
    expect(await bodiesSent(server, 'POST', '/api/pantry')).toEqual([{ name: 'Olive oil', quantity: 1, unit: 'liters', percentage: 40 }]);
    await waitFor(() => expect(within(pantryCard('Olive oil')).getByText('Added today')).toBeTruthy());
  });

  it('refuses a quantity of 0 with the spec message, and removes an added item the server refuses', async () => {
    const server = serveInventory(world({ failing: new Set(['add-pantry']) }));
    renderPage('/shopping-pantry?tab=pantry');
    await openAddForm();
    const form = screen.getByRole('form', { name: 'Add to pantry' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Item Name' }), { target: { value: 'Salt' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to Pantry' }));
    expect(await within(form).findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(await bodiesSent(server, 'POST', '/api/pantry')).toEqual([]);

    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '0.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to Pantry' }));
    expect(await toast('Could not add item to pantry.')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Salt' })).toBeNull();
    expect(await bodiesSent(server, 'POST', '/api/pantry')).toEqual([{ name: 'Salt', quantity: 0.5, unit: 'item', percentage: 100 }]);
  });

  it('shows each item with its quantity, unit and age, and changes quantity, unit and amount left', async () => {
    const w = world({ pantry: [pantryItem('rice', { quantity: 0.6, unit: 'cups', percentage: 20, addedAt: daysAgo(3) })] });
    const server = serveInventory(w);
    renderPage('/shopping-pantry?tab=pantry');
    const card = await screen.findByRole('listitem', { name: 'rice' });
    expect(within(card).getByText('0.6 cups')).toBeTruthy();
    expect(within(card).getByText('Added 3 days ago')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Amount of rice left' });
    expect(bar.getAttribute('data-color')).toBe('warning');

    // Quantity: 0.5 at a time, never below 0.1.
    fireEvent.click(within(card).getByRole('button', { name: 'Decrease quantity of rice' }));
    expect(within(card).getByText('0.1 cups')).toBeTruthy();
    const decrease = within(card).getByRole('button', { name: 'Decrease quantity of rice' });
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(decrease);
    fireEvent.click(within(card).getByRole('button', { name: 'Increase quantity of rice' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Increase quantity of rice' }));
    expect(within(card).getByText('1.1 cups')).toBeTruthy();

    // Amount left: 10 at a time; the bar turns red at 15% or less.
    fireEvent.click(within(card).getByRole('button', { name: 'Decrease percentage of rice' }));
    expect(within(card).getByTestId('pantry-percentage').textContent).toBe('10%');
    expect(bar.getAttribute('data-color')).toBe('error');
    fireEvent.click(within(card).getByRole('button', { name: 'Decrease percentage of rice' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Decrease percentage of rice' }));
    expect(within(card).getByTestId('pantry-percentage').textContent).toBe('0%');

    fireEvent.change(within(card).getByRole('combobox', { name: 'Unit of rice' }), { target: { value: 'grams' } });
    expect(within(card).getByText('1.1 grams')).toBeTruthy();

    // Sent one after another, so the server ends where the cook did.
    await waitFor(() => expect(w.pantry[0]).toMatchObject({ quantity: 1.1, unit: 'grams', percentage: 0 }));
    expect(await bodiesSent(server, 'PATCH', `/api/pantry/${w.pantry[0].id}`)).toEqual([
      { quantity: 0.1 },
      { quantity: 0.6 },
      { quantity: 1.1 },
      { percentage: 10 },
      { percentage: 0 },
      { unit: 'grams' },
    ]);
  });

  it("offers the item's own unit in the selector when it is not one of the 14", async () => {
    serveInventory(world({ pantry: [pantryItem('saffron', { unit: 'pinch' })] }));
    renderPage('/shopping-pantry?tab=pantry');
    const unit = await screen.findByRole('combobox', { name: 'Unit of saffron' });
    const options = within(unit)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(15);
    expect(options[0]).toBe('item');
    expect(options[14]).toBe('pinch');
    expect((unit as HTMLSelectElement).value).toBe('pinch');
  });

  it('rolls a change back when the server refuses it', async () => {
    const w = world({ pantry: [pantryItem('milk', { percentage: 50 })], failing: new Set(['update-pantry']) });
    serveInventory(w);
    renderPage('/shopping-pantry?tab=pantry');
    const card = await screen.findByRole('listitem', { name: 'milk' });
    fireEvent.click(within(card).getByRole('button', { name: 'Increase percentage of milk' }));
    expect(within(card).getByTestId('pantry-percentage').textContent).toBe('60%');
    expect(await toast('Failed to update pantry item.')).toBeTruthy();
    expect(within(pantryCard('milk')).getByTestId('pantry-percentage').textContent).toBe('50%');
  });

  it('removes an item after asking, and restores it when the server refuses', async () => {
    const w = world({ pantry: [pantryItem('milk'), pantryItem('honey', { addedAt: daysAgo(1) })], failing: new Set(['delete-pantry']) });
    serveInventory(w);
    renderPage('/shopping-pantry?tab=pantry');
    const honey = await screen.findByRole('listitem', { name: 'honey' });
    expect(within(honey).getByText('Added 1 day ago')).toBeTruthy();

    fireEvent.click(within(honey).getByRole('button', { name: 'Delete honey' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to remove honey from your pantry?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await toast('Failed to remove pantry item.')).toBeTruthy();
    expect(screen.getAllByTestId('pantry-item').map((c) => within(c).getByRole('heading').textContent)).toEqual(['milk', 'honey']);

    w.failing.delete('delete-pantry');
    fireEvent.click(within(pantryCard('milk')).getByRole('button', { name: 'Delete milk' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await toast('Item removed')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'milk' })).toBeNull();
    expect(w.pantry.map((p) => p.name)).toEqual(['honey']);
  });
});
