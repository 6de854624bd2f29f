import { describe, expect, it, vi } from 'vitest';
import { attachToastSink, enqueueToast, onToastDemand, type ToastSink } from './toast-queue';

describe('the toast queue', () => {
  it('holds toasts until the region loads, then hands them over in order', () => {
    const demand = vi.fn();
    const stop = onToastDemand(demand);
    enqueueToast({ kind: 'success', message: 'Saved' }, { timeout: 3000 });
    const closeDropped = enqueueToast({ kind: 'error', message: 'Dropped' }, {});
    enqueueToast({ kind: 'question', message: 'Sure?' }, {});
    closeDropped();
    expect(demand).toHaveBeenCalled();
    stop();

    const added: string[] = [];
    const sink: ToastSink = {
      add: (content) => {
        added.push(content.message);
        return `key-${added.length}`;
      },
      close: vi.fn(),
    };
    attachToastSink(sink);
    expect(added).toEqual(['Saved', 'Sure?']);

    const close = enqueueToast({ kind: 'success', message: 'Later' }, {});
    expect(added).toEqual(['Saved', 'Sure?', 'Later']);
    close();
    close();
    expect(sink.close).toHaveBeenCalledTimes(1);
    expect(sink.close).toHaveBeenCalledWith('key-3');
  });
});
