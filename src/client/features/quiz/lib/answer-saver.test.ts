import { describe, expect, it, vi } from 'vitest';
import { type AnswerSaverOptions, type SaveFailure, createAnswerSaver } from './answer-saver';

class FakeError extends Error {
  constructor(readonly failure: SaveFailure) {
    super(failure);
  }
}

/** A saver over a fake server whose answers to each save are scripted; unscripted saves succeed. */
function setup(initial: Record<string, number> = {}, script: Array<SaveFailure | 'ok'> = []) {
  const server = new Map(Object.entries(initial));
  const calls: Array<[string, number]> = [];
  const events: string[] = [];
  const options: AnswerSaverOptions = {
    save: vi.fn(async (questionId: string, option: number) => {
      calls.push([questionId, option]);
      const outcome = script.shift() ?? 'ok';
      if (outcome !== 'ok') throw new FakeError(outcome);
      server.set(questionId, option);
    }),
    classify: (error) => (error instanceof FakeError ? error.failure : 'transient'),
    wait: async () => {},
    onSaved: (q) => events.push(`saved ${q}`),
    onUnsaved: (q) => events.push(`unsaved ${q}`),
    onRejected: (q, restored) => events.push(`rejected ${q} -> ${restored}`),
    onClosed: () => events.push('closed'),
  };
  return { saver: createAnswerSaver(initial, options), server, calls, events };
}

describe('createAnswerSaver', () => {
  it('saves a choice and reports it saved', async () => {
    const { saver, server, events } = setup();
    await saver.choose('q1', 2);
    expect(server.get('q1')).toBe(2);
    expect(events).toEqual(['saved q1']);
  });

  it('sends only the newest choice after one already on its way', async () => {
    const { saver, server, calls } = setup();
    const first = saver.choose('q1', 0);
    void saver.choose('q1', 1);
    void saver.choose('q1', 3);
    await first;
    expect(calls).toEqual([
      ['q1', 0],
      ['q1', 3],
    ]);
    expect(server.get('q1')).toBe(3);
  });

  it('retries a transient failure once by itself', async () => {
    const { saver, calls, events } = setup({}, ['transient']);
    await saver.choose('q1', 1);
    expect(calls).toHaveLength(2);
    expect(events).toEqual(['saved q1']);
  });

  it('keeps a choice unsaved after the retry fails, and sends it again when asked', async () => {
    const { saver, server, events } = setup({}, ['transient', 'transient']);
    await saver.choose('q1', 1);
    expect(events).toEqual(['unsaved q1']);
    expect(saver.snapshot()).toEqual({ q1: 1 });
    await saver.flush();
    expect(server.get('q1')).toBe(1);
    expect(events).toEqual(['unsaved q1', 'saved q1']);
  });

  it('restores the last accepted choice when the server refuses one', async () => {
    const { saver, events } = setup({ q1: 0 }, ['rejected']);
    await saver.choose('q1', 9);
    expect(events).toEqual(['rejected q1 -> 0']);
    expect(saver.snapshot()).toEqual({ q1: 0 });
  });

  it('stops saving once the attempt is closed and reports it once', async () => {
    const { saver, calls, events } = setup({}, ['closed', 'closed']);
    await Promise.all([saver.choose('q1', 1), saver.choose('q2', 1)]);
    await saver.choose('q3', 1);
    expect(events).toEqual(['closed']);
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(saver.isClosed()).toBe(true);
  });

  it('flush waits for saves in flight and resolves when nothing is pending', async () => {
    const { saver, server } = setup();
    void saver.choose('q1', 4);
    await saver.flush();
    expect(server.get('q1')).toBe(4);
    await expect(saver.flush()).resolves.toBeUndefined();
  });

  it('snapshots saved answers overlaid with pending ones', () => {
    const { saver } = setup({ q1: 0, q2: 1 });
    void saver.choose('q2', 4);
    expect(saver.snapshot()).toEqual({ q1: 0, q2: 4 });
  });
});
