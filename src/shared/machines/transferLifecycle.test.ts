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
  { type: 'transfer.cancel' },
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
    expect(reachable('INTERNAL')).toEqual(['Accepted', 'Cancelled', 'Pending']);
    expect(reachable('EXTERNAL')).toEqual(['Accepted', 'Cancelled', 'Delivered', 'Pending']);
    expect(reachable('CRYPTO')).toEqual(['Accepted', 'Cancelled', 'Delivered', 'Pending']);
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
    ${'INTERNAL'} | ${'Pending'}   | ${'transfer.cancel'} | ${'Cancelled'}
    ${'EXTERNAL'} | ${'Pending'}   | ${'transfer.cancel'} | ${'Cancelled'}
    ${'CRYPTO'}   | ${'Pending'}   | ${'transfer.cancel'} | ${'Cancelled'}
    ${'INTERNAL'} | ${'Accepted'}  | ${'transfer.cancel'} | ${null}
    ${'EXTERNAL'} | ${'Accepted'}  | ${'transfer.cancel'} | ${null}
    ${'EXTERNAL'} | ${'Delivered'} | ${'transfer.cancel'} | ${null}
    ${'EXTERNAL'} | ${'Cancelled'} | ${'transfer.cancel'} | ${null}
    ${'EXTERNAL'} | ${'Cancelled'} | ${'transfer.accept'} | ${null}
    ${'EXTERNAL'} | ${'Cancelled'} | ${'transfer.update'} | ${null}
    ${'EXTERNAL'} | ${'Cancelled'} | ${'transfer.new_code'}| ${null}
    ${'INTERNAL'} | ${'Cancelled'} | ${'transfer.accept'} | ${null}
  `('$kind $status + $event → $next', ({ kind, status, event, next }) => {
    expect(nextTransferStatus(kind, status, event)).toBe(next);
  });

  it('knows which statuses are final', () => {
    expect(isFinalTransferStatus('INTERNAL', 'Pending')).toBe(false);
    expect(isFinalTransferStatus('INTERNAL', 'Accepted')).toBe(true);
    expect(isFinalTransferStatus('EXTERNAL', 'Accepted')).toBe(false);
    expect(isFinalTransferStatus('EXTERNAL', 'Delivered')).toBe(true);
    expect(isFinalTransferStatus('INTERNAL', 'Cancelled')).toBe(true);
    expect(isFinalTransferStatus('CRYPTO', 'Cancelled')).toBe(true);
  });

  it('every path into Cancelled is one cancel from Pending (edits and new codes before it)', () => {
    for (const kind of ['INTERNAL', 'EXTERNAL', 'CRYPTO'] as const) {
      const paths = getSimplePaths(transferLifecycleMachine, { input: { kind }, events: [...events] });
      const intoCancelled = paths.filter((p) => p.state.value === 'Cancelled');
      expect(intoCancelled.length).toBeGreaterThan(0);
      for (const p of intoCancelled) {
        expect(p.steps.at(-1)!.event.type).toBe('transfer.cancel');
        expect(p.steps.slice(0, -1).every((s) => s.state.value === 'Pending')).toBe(true);
      }
    }
  });

  it('replays a bug report: a cancel after an accept changes nothing, an accept after a cancel neither', () => {
    expect(replay(transferLifecycleMachine, ['transfer.accept', 'transfer.cancel'], { kind: 'EXTERNAL' })).toEqual([
      'Pending', 'Accepted', 'Accepted',
    ]);
    expect(replay(transferLifecycleMachine, ['transfer.cancel', 'transfer.accept', 'transfer.deliver'], { kind: 'EXTERNAL' })).toEqual([
      'Pending', 'Cancelled', 'Cancelled', 'Cancelled',
    ]);
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
