/**
 * The embedded database's upkeep schedule: the first run after a while, then one per interval, never two at once,
 * a failure reported without ending the schedule, and a stop that waits for the run under way.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleMaintenance } from '../../server/db/maintenance';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A task that stays running until released, counting its starts. */
function controllableTask() {
  const releases: (() => void)[] = [];
  const task = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
  return { task, finish: () => releases.shift()?.() };
}

describe('scheduleMaintenance', () => {
  it('does not run at start: first after firstAfterMs, then every everyMs counted from the end of a run', async () => {
    const { task, finish } = controllableTask();
    const schedule = scheduleMaintenance(task, { firstAfterMs: 1_000, everyMs: 5_000, onError: () => {} });
    await vi.advanceTimersByTimeAsync(999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    // Still running an interval later: no second run beside it.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await schedule.stop();
  });

  it('reports a failed run and runs again at the next interval', async () => {
    const onError = vi.fn();
    const failure = new Error('could not vacuum');
    const task = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const schedule = scheduleMaintenance(task, { firstAfterMs: 10, everyMs: 100, onError });
    await vi.advanceTimersByTimeAsync(10);
    expect(onError).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    await schedule.stop();
  });

  it('stops: waits for the run under way, and starts none after', async () => {
    const { task, finish } = controllableTask();
    const schedule = scheduleMaintenance(task, { firstAfterMs: 10, everyMs: 100, onError: () => {} });
    await vi.advanceTimersByTimeAsync(10);
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stopped before its first run, never runs', async () => {
    const task = vi.fn(async () => {});
    await scheduleMaintenance(task, { firstAfterMs: 10, everyMs: 100, onError: () => {} }).stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();
  });
});
