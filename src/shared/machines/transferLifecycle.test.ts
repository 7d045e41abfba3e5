import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import {
  isFinalTransferStatus,
  nextTransferStatus,
  transferLifecycleMachine,
  type TransferKind,
} from './transferLifecycle';
import { replay } from './replay';

const events = [
  { type: 'transfer.update' },
  { type: 'transfer.new_code' },
  { type: 'transfer.accept' },
  { type: 'transfer.deliver' },
] as const;

function reachable(kind: TransferKind): string[] {
  const paths = getShortestPaths(transferLifecycleMachine, {
    input: { kind },
    events: [...events],
  });
  return [...new Set(paths.map((p) => String(p.state.value)))].sort();
}

describe('transfer lifecycle', () => {
  it('internal transfers end at Accepted, client transfers at Delivered', () => {
    expect(reachable('INTERNAL')).toEqual(['Accepted', 'Pending']);
    expect(reachable('EXTERNAL')).toEqual(['Accepted', 'Delivered', 'Pending']);
    expect(reachable('CRYPTO')).toEqual(['Accepted', 'Delivered', 'Pending']);
  });

  it('every simple path of a client transfer is Pending → Accepted → Delivered', () => {
    const paths = getSimplePaths(transferLifecycleMachine, {
      input: { kind: 'EXTERNAL' },
      events: [...events],
    });
    const longest = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
    expect(longest.steps.map((s) => s.state.value)).toEqual(['Pending', 'Accepted', 'Delivered']);
  });

  it.each`
    kind          | status         | event                | next
    ${'INTERNAL'} | ${'Pending'}   | ${'transfer.update'} | ${'Pending'}
    ${'INTERNAL'} | ${'Pending'}   | ${'transfer.accept'} | ${'Accepted'}
    ${'INTERNAL'} | ${'Pending'}   | ${'transfer.deliver'}| ${null}
    ${'INTERNAL'} | ${'Accepted'}  | ${'transfer.accept'} | ${null}
    ${'INTERNAL'} | ${'Accepted'}  | ${'transfer.deliver'}| ${null}
    ${'INTERNAL'} | ${'Accepted'}  | ${'transfer.update'} | ${null}
    ${'EXTERNAL'} | ${'Pending'}   | ${'transfer.deliver'}| ${null}
    ${'EXTERNAL'} | ${'Pending'}   | ${'transfer.new_code'}| ${'Pending'}
    ${'EXTERNAL'} | ${'Accepted'}  | ${'transfer.new_code'}| ${null}
    ${'CRYPTO'}   | ${'Pending'}   | ${'transfer.new_code'}| ${'Pending'}
    ${'INTERNAL'} | ${'Pending'}   | ${'transfer.new_code'}| ${null}
    ${'EXTERNAL'} | ${'Accepted'}  | ${'transfer.deliver'}| ${'Delivered'}
    ${'EXTERNAL'} | ${'Accepted'}  | ${'transfer.update'} | ${null}
    ${'CRYPTO'}   | ${'Accepted'}  | ${'transfer.deliver'}| ${'Delivered'}
    ${'CRYPTO'}   | ${'Delivered'} | ${'transfer.accept'} | ${null}
    ${'CRYPTO'}   | ${'Delivered'} | ${'transfer.deliver'}| ${null}
  `('$kind $status + $event → $next', ({ kind, status, event, next }) => {
    expect(nextTransferStatus(kind, status, event)).toBe(next);
  });

  it('knows which statuses are final', () => {
    expect(isFinalTransferStatus('INTERNAL', 'Pending')).toBe(false);
    expect(isFinalTransferStatus('INTERNAL', 'Accepted')).toBe(true);
    expect(isFinalTransferStatus('EXTERNAL', 'Accepted')).toBe(false);
    expect(isFinalTransferStatus('EXTERNAL', 'Delivered')).toBe(true);
  });

  it('replays a bug report: a second accept changes nothing', () => {
    expect(
      replay(transferLifecycleMachine, ['transfer.accept', 'transfer.accept'], { kind: 'INTERNAL' }),
    ).toEqual(['Pending', 'Accepted', 'Accepted']);
    expect(
      replay(
        transferLifecycleMachine,
        ['transfer.update', 'transfer.accept', 'transfer.update', 'transfer.deliver'],
        { kind: 'CRYPTO' },
      ),
    ).toEqual(['Pending', 'Pending', 'Accepted', 'Accepted', 'Delivered']);
  });
});
