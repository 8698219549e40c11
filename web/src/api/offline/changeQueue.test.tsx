import { ApiError } from '../client';
import { ChangeQueue, type ReplayReport } from './changeQueue';
import { memoryQueueStore, type QueuedChange } from './queueStore';

/** A fake server for the queue: answers by method and path, records what was sent (with the key). */
function setup(options: { online?: boolean } = {}) {
  let online = options.online ?? true;
  let nextId = 500;
  const sent: { method: string; path: string; key: string; body?: unknown }[] = [];
  /** Per path: answers to give before the normal one (an error to throw, or 'network'). */
  const scripted = new Map<string, (ApiError | 'network')[]>();
  const seenKeys = new Map<string, unknown>();
  const store = memoryQueueStore();
  const waits: number[] = [];
  let keys = 0;

  const transport = async (change: QueuedChange) => {
    const script = scripted.get(`${change.method} ${change.path}`);
    const next = script?.shift();
    if (next === 'network') throw new TypeError('Failed to fetch');
    sent.push({ method: change.method, path: change.path, key: change.idempotencyKey, body: change.body });
    if (next) throw next;
    // Like the server: a repeated key answers the first answer.
    if (seenKeys.has(change.idempotencyKey)) return seenKeys.get(change.idempotencyKey);
    let answer: unknown = { ok: true };
    if (change.method === 'POST') answer = { id: ++nextId, ...(change.body as object) };
    if (change.method === 'PATCH' && change.path.startsWith('/api/shopping/')) answer = { id: 1, pantryItem: { id: ++nextId } };
    seenKeys.set(change.idempotencyKey, answer);
    return answer;
  };

  const queue = new ChangeQueue({
    store,
    transport,
    isOnline: () => online,
    wait: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    newKey: () => `key-${++keys}`,
  });
  const reports: ReplayReport[] = [];
  queue.onReplayed((r) => reports.push(r));
  return {
    queue,
    store,
    sent,
    waits,
    reports,
    script: (route: string, ...answers: (ApiError | 'network')[]) => scripted.set(route, answers),
    goOnline: () => (online = true),
    goOffline: () => (online = false),
  };
}

const shopping = (path = '/api/shopping') => ({ keys: ['/api/shopping'], path });
const refused = (status: number, message: string, code?: string) => new ApiError(status, '', message, { message, code });
const stillRunning = () => refused(409, 'still running', 'REQUEST_RUNNING');

describe('the offline change queue', () => {
  it('sends at once with an Idempotency-Key when online and nothing waits', async () => {
    const { queue, sent, store } = setup();
    await queue.setAccount(1);
    const result = await queue.submit({ ...shopping(), method: 'POST', body: { name: 'milk' }, creates: { tempId: -1, from: 'id' } });
    expect(result).toEqual({ queued: false, data: { id: 501, name: 'milk' } });
    expect(sent).toEqual([{ method: 'POST', path: '/api/shopping', key: 'key-1', body: { name: 'milk' } }]);
    expect(store.entries).toEqual([]);
  });

  it('keeps changes made offline and replays them in order, one at a time, each with its key', async () => {
    const { queue, sent, store, goOnline, goOffline, reports } = setup();
    await queue.setAccount(1);
    goOffline();
    expect(await queue.submit({ ...shopping('/api/shopping/7'), method: 'PATCH', body: { checked: true } })).toEqual({ queued: true });
    await queue.submit({ ...shopping('/api/shopping/8'), method: 'PATCH', body: { checked: true } });
    await queue.submit({ ...shopping('/api/shopping/9'), method: 'DELETE' });
    expect(sent).toEqual([]);
    expect(queue.size()).toBe(3);
    expect(store.entries.map((e) => [e.accountId, e.idempotencyKey])).toEqual([
      [1, 'key-1'],
      [1, 'key-2'],
      [1, 'key-3'],
    ]);

    goOnline();
    const report = await queue.replay();
    expect(sent.map((s) => `${s.method} ${s.path} ${s.key}`)).toEqual([
      'PATCH /api/shopping/7 key-1',
      'PATCH /api/shopping/8 key-2',
      'DELETE /api/shopping/9 key-3',
    ]);
    expect(report).toMatchObject({ synced: 3, dropped: [], remaining: 0, keys: ['/api/shopping'] });
    expect(reports).toHaveLength(1);
    expect(queue.size()).toBe(0);
    expect(store.entries).toEqual([]);
  });

  it('resolves a temporary id to the real one from the add’s answer, and rewrites the later changes in the store', async () => {
    const { queue, sent, store, goOnline, goOffline, script } = setup();
    await queue.setAccount(1);
    goOffline();
    await queue.submit({ ...shopping(), method: 'POST', body: { name: 'eggs' }, creates: { tempId: -5, from: 'id' } });
    await queue.submit({ ...shopping('/api/shopping/-5'), method: 'PATCH', body: { checked: true }, creates: { tempId: -6, from: 'pantryItem' } });
    await queue.submit({ keys: ['/api/pantry'], path: '/api/pantry/-6', method: 'PATCH', body: { percentage: 50 } });
    await queue.submit({ ...shopping('/api/shopping/-5'), method: 'DELETE' });

    // The network goes away right after the add: the later changes are kept, already with the real id.
    goOnline();
    script('PATCH /api/shopping/501', 'network');
    const first = await queue.replay();
    expect(first).toMatchObject({ synced: 1, remaining: 3 });
    expect(store.entries.map((e) => e.path)).toEqual(['/api/shopping/501', '/api/pantry/-6', '/api/shopping/501']);

    const second = await queue.replay();
    expect(second).toMatchObject({ synced: 3, remaining: 0 });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/shopping',
      'PATCH /api/shopping/501',
      'PATCH /api/pantry/502',
      'DELETE /api/shopping/501',
    ]);
    // Known now: a change made later names the real id at once.
    expect(queue.realId(-5)).toBe(501);
  });

  it('waits and sends again a change whose key the server is still running (409 REQUEST_RUNNING), with the same key', async () => {
    const { queue, sent, goOnline, goOffline, script, waits } = setup();
    await queue.setAccount(1);
    goOffline();
    await queue.submit({ ...shopping('/api/shopping/3'), method: 'DELETE' });
    await queue.submit({ ...shopping('/api/shopping/4'), method: 'DELETE' });
    script('DELETE /api/shopping/3', stillRunning(), stillRunning());
    goOnline();
    const report = await queue.replay();
    expect(sent.map((s) => `${s.path} ${s.key}`)).toEqual([
      '/api/shopping/3 key-1',
      '/api/shopping/3 key-1',
      '/api/shopping/3 key-1',
      '/api/shopping/4 key-2',
    ]);
    expect(waits).toEqual([500, 1000]);
    expect(report).toMatchObject({ synced: 2, dropped: [], remaining: 0 });
  });

  it('drops a change the server refuses (4xx) with its message, drops what depended on it silently, and goes on', async () => {
    const { queue, sent, goOnline, goOffline, script } = setup();
    await queue.setAccount(1);
    goOffline();
    await queue.submit({ ...shopping(), method: 'POST', body: { name: 'x'.repeat(300) }, creates: { tempId: -9, from: 'id' } });
    await queue.submit({ ...shopping('/api/shopping/-9'), method: 'PATCH', body: { checked: true } });
    await queue.submit({ ...shopping('/api/shopping/12'), method: 'DELETE' });
    script('POST /api/shopping', refused(400, 'Name is too long'));
    goOnline();
    const report = await queue.replay();
    expect(report.dropped.map((d) => [d.message, !!d.silent])).toEqual([
      ['Name is too long', false],
      ['The item this change was for could not be saved.', true],
    ]);
    expect(report).toMatchObject({ synced: 1, remaining: 0 });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/shopping', 'DELETE /api/shopping/12']);
  });

  it('takes any other 409 as a refusal, and drops the later changes of its chain so the server state stands', async () => {
    const { queue, sent, goOnline, goOffline, script } = setup();
    await queue.setAccount(1);
    goOffline();
    const chain = '/api/recipes/7/progress';
    await queue.submit({
      keys: [chain],
      chain,
      path: chain,
      method: 'POST',
      body: { currentStep: 0, completedSteps: [], recipeId: 7 },
      conflictMessage: 'Kept the saved progress.',
    });
    await queue.submit({ keys: [chain], chain, path: chain, method: 'PATCH', body: { currentStep: 1, completedSteps: [0], isCompleted: false } });
    await queue.submit({ ...shopping('/api/shopping/5'), method: 'DELETE' });
    script(`POST ${chain}`, refused(409, 'Cooking progress for this recipe already exists', 'PROGRESS_EXISTS'));
    goOnline();
    const report = await queue.replay();
    expect(report.dropped.map((d) => [d.change.method, d.message, !!d.silent])).toEqual([
      ['POST', 'Kept the saved progress.', false],
      ['PATCH', 'An earlier change it depends on was refused.', true],
    ]);
    expect(report).toMatchObject({ synced: 1, remaining: 0, keys: expect.arrayContaining([chain, '/api/shopping']) });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([`POST ${chain}`, 'DELETE /api/shopping/5']);
  });

  it('stops on a network failure, a 5xx or an ended session, keeping the change for next time', async () => {
    const { queue, sent, goOnline, goOffline, script } = setup();
    await queue.setAccount(1);
    goOffline();
    await queue.submit({ ...shopping('/api/shopping/1'), method: 'DELETE' });
    await queue.submit({ ...shopping('/api/shopping/2'), method: 'DELETE' });
    goOnline();
    script('DELETE /api/shopping/1', 'network', refused(503, 'Shutting down'), refused(401, 'Not authenticated'));
    for (let i = 0; i < 3; i++) expect(await queue.replay()).toMatchObject({ synced: 0, remaining: 2 });
    expect(await queue.replay()).toMatchObject({ synced: 2, remaining: 0 });
    expect(sent.filter((s) => s.path === '/api/shopping/2')).toHaveLength(1);
  });

  it('keeps a change whose send failed on the network with its key, so the replay cannot apply it twice', async () => {
    const { queue, sent, store, script } = setup();
    await queue.setAccount(1);
    script('POST /api/shopping', 'network');
    expect(await queue.submit({ ...shopping(), method: 'POST', body: { name: 'tea' }, creates: { tempId: -2, from: 'id' } })).toEqual({
      queued: true,
    });
    // Kept, and (online) replayed right away with the same key.
    await queue.replay();
    expect(sent.map((s) => s.key)).toEqual(['key-1']);
    expect(store.entries).toEqual([]);
  });

  it('puts a change behind the ones waiting, even online, so the order holds', async () => {
    const { queue, sent, goOnline, goOffline } = setup();
    await queue.setAccount(1);
    goOffline();
    await queue.submit({ ...shopping('/api/shopping/1'), method: 'PATCH', body: { checked: true } });
    goOnline();
    expect(await queue.submit({ ...shopping('/api/shopping/1'), method: 'PATCH', body: { checked: false } })).toEqual({ queued: true });
    await queue.replay();
    expect(sent.map((s) => s.body)).toEqual([{ checked: true }, { checked: false }]);
  });

  it('is one account’s: another account neither sees nor replays it, and forgetting stops a replay', async () => {
    const { queue, sent, store, goOnline, goOffline } = setup();
    await queue.setAccount(1);
    goOffline();
    await queue.submit({ ...shopping('/api/shopping/1'), method: 'DELETE' });
    await queue.setAccount(2);
    expect(queue.size()).toBe(0);
    goOnline();
    expect(await queue.replay()).toMatchObject({ synced: 0, remaining: 0 });
    expect(sent).toEqual([]);
    expect(store.entries.map((e) => e.accountId)).toEqual([1]);

    // Back to the first account (a reload): its change is there and replays.
    await queue.setAccount(1);
    expect(queue.size()).toBe(1);
    queue.forget();
    expect(queue.size()).toBe(0);
    expect(await queue.replay()).toMatchObject({ synced: 0 });
    expect(sent).toEqual([]);
  });

  it('reads the queue of the account at start (a reload) and replays it', async () => {
    const { queue, store, sent } = setup();
    await store.add({
      ...shopping('/api/shopping/4'),
      method: 'DELETE',
      accountId: 1,
      idempotencyKey: 'from-before',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await queue.setAccount(1);
    expect(queue.size()).toBe(1);
    await queue.replay();
    expect(sent.map((s) => s.key)).toEqual(['from-before']);
  });
});
