import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OFFLINE_REASON } from '../../../api/online';
import { dropWhenOffline, setOnline } from '../../../test/connection';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import { AssistantCard, CARD_ERROR, CHAT_ERROR, NOT_CONFIGURED } from './AssistantCard';

const REPLY = 'Here is a Lemon Herb Chicken you can make tonight.\n[[CREATE_RECIPE_CARD]]';

function history(messages: { role: 'user' | 'assistant'; content: string }[], available = true) {
  return { messages: messages.map((m, i) => ({ id: i + 1, ...m, timestamp: new Date().toISOString() })), available };
}

describe('AssistantCard', () => {
  it('shows the stored conversation without the marker and turns the reply into a recipe card', async () => {
    const server = fakeServer(makeUser());
    server.use((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/chat' && request.method === 'GET') {
        return json(
          history([
            { role: 'user', content: 'The full recipe please' },
            { role: 'assistant', content: REPLY },
          ]),
        );
      }
      if (pathname === '/api/recipe/generate') return json({ recipe: { id: 42, name: 'Lemon Herb Chicken', slug: 'lemon-herb-chicken' } }, 201);
      return undefined;
    });
    renderAt(<AssistantCard name="Ada" />);

    expect(screen.getByText(/Hi Ada! I'm Savorus/)).toBeTruthy();
    expect(await screen.findByText('Here is a Lemon Herb Chicken you can make tonight.')).toBeTruthy();
    expect(screen.queryByText(/CREATE_RECIPE_CARD/)).toBeNull();
    expect(screen.getByText('1 ticket per 5 messages')).toBeTruthy();
    expect(screen.getByText('5 tickets')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create Recipe Card' }));
    expect(await screen.findByRole('button', { name: 'Creating recipe card...' })).toBeTruthy();
    expect(await screen.findByText('Recipe Created!', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Recipe' }).getAttribute('href')).toBe('/recipes/lemon-herb-chicken/42');
    // Done: the reply's button gives way to the card's link, so the card cannot be made (and paid for) twice.
    expect(screen.queryByRole('button', { name: 'Create Recipe Card' })).toBeNull();
    const made = screen.getByRole('link', { name: 'Recipe card created: Lemon Herb Chicken' });
    expect(made.getAttribute('href')).toBe('/recipes/lemon-herb-chicken/42');
    const sent = server.requests.find((r) => new URL(r.url).pathname === '/api/recipe/generate')!;
    const body = (await sent.json()) as { prompt: string };
    expect(body.prompt).toContain('Cook: The full recipe please');
    expect(body.prompt).not.toContain('[[CREATE_RECIPE_CARD]]');
  });

  it('says the assistant is not configured and disables the input', async () => {
    fakeServer(makeUser()).use((request) => (new URL(request.url).pathname === '/api/chat' ? json(history([], false)) : undefined));
    renderAt(<AssistantCard name="Ada" />);
    expect(await screen.findByText(NOT_CONFIGURED)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Message Savorus' }).disabled).toBe(true);
  });

  it('shows the ticket message on 402 and puts the message back', async () => {
    fakeServer(makeUser()).use((request) => {
      if (new URL(request.url).pathname !== '/api/chat') return undefined;
      if (request.method === 'GET') return json(history([]));
      return json(
        { message: 'Not enough tickets: AI chat costs 1 tickets and you have 0.', code: 'INSUFFICIENT_TICKETS', required: 1, balance: 0 },
        402,
      );
    });
    renderAt(<AssistantCard name="Ada" />);
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Message Savorus' });
    await waitFor(() => expect(screen.getByText('What you can ask')).toBeTruthy());
    fireEvent.change(input, { target: { value: 'Soup ideas?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not enough tickets: AI chat costs 1 tickets and you have 0.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Tickets' }).getAttribute('href')).toBe('/tickets');
    expect(input.value).toBe('Soup ideas?');
  });

  it("says a card needs more tickets in the 402's own words, not 'try again with more details'", async () => {
    const shortOfTickets = 'Not enough tickets: AI recipe generation costs 5 tickets and you have 2.';
    fakeServer(makeUser()).use((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/chat' && request.method === 'GET') return json(history([{ role: 'assistant', content: REPLY }]));
      if (pathname === '/api/recipe/generate') return json({ message: shortOfTickets, code: 'INSUFFICIENT_TICKETS', required: 5, balance: 2 }, 402);
      return undefined;
    });
    renderAt(<AssistantCard name="Ada" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Recipe Card' }));
    expect((await screen.findAllByText(shortOfTickets)).length).toBeGreaterThan(0);
    expect(screen.queryByText(CARD_ERROR)).toBeNull();
  });

  it('answers a failed reply and a failed card with the spec texts', async () => {
    fakeServer(makeUser()).use((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/chat' && request.method === 'GET') return json(history([{ role: 'assistant', content: REPLY }]));
      if (pathname === '/api/chat') return json({ message: 'The Savorus assistant could not answer right now.' }, 502);
      if (pathname === '/api/recipe/generate') return json({ message: 'The Savorus assistant could not answer right now.' }, 502);
      return undefined;
    });
    renderAt(<AssistantCard name="Ada" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Recipe Card' }));
    expect(await screen.findByText(CARD_ERROR)).toBeTruthy();
    expect(await screen.findByText('Recipe Creation Failed')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Message Savorus' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(CHAT_ERROR)).toBeTruthy();
  });

  it('shows the current costs from the server', async () => {
    fakeServer(makeUser()).use((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/chat') return json(history([{ role: 'assistant', content: REPLY }]));
      if (pathname === '/api/tickets/costs') {
        return json([
          { feature: 'ai_chat', cost: 2, description: 'AI chat' },
          { feature: 'ai_recipe', cost: 7, description: 'AI recipe generation' },
        ]);
      }
      return undefined;
    });
    renderAt(<AssistantCard name="Ada" />);
    expect(await screen.findByText('2 tickets per 5 messages')).toBeTruthy();
    expect(await screen.findByText('7 tickets')).toBeTruthy();
  });

  describe('offline', () => {
    afterEach(() => setOnline(true));

    it('says Savorus needs a connection and sends nothing; New chat and Create Recipe Card say why; online again it answers', async () => {
      const server = fakeServer(makeUser());
      server.use((request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/chat' && request.method === 'GET') return json(history([{ role: 'assistant', content: REPLY }]));
        if (pathname === '/api/chat' && request.method === 'POST') return json({ response: 'Try a leek and potato soup.' });
        return undefined;
      });
      dropWhenOffline();
      renderAt(<AssistantCard name="Ada" />);
      await screen.findByText('Here is a Lemon Herb Chicken you can make tonight.');
      const changes = () => server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${new URL(r.url).pathname}`);

      setOnline(false);
      const note = await screen.findByText(OFFLINE_REASON);
      // A draft can be typed; the field is described by the reason, and nothing is sent.
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Message Savorus' });
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(note.textContent);
      fireEvent.change(input, { target: { value: 'Soup ideas?' } });
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
      fireEvent.submit(input.closest('form')!);
      for (const name of ['New chat', 'Create Recipe Card']) {
        const button = screen.getByRole('button', { name });
        expect(button.getAttribute('aria-disabled')).toBe('true');
        expect(button.getAttribute('title')).toBe(OFFLINE_REASON);
        fireEvent.click(button);
      }
      expect(changes()).toEqual([]);
      expect(input.value).toBe('Soup ideas?');

      setOnline(true);
      await waitFor(() => expect(screen.queryByText(OFFLINE_REASON)).toBeNull());
      expect(screen.getByRole('button', { name: 'Create Recipe Card' }).getAttribute('aria-disabled')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Try a leek and potato soup.')).toBeTruthy();
      expect(changes()).toEqual(['POST /api/chat']);
    });
  });
});
