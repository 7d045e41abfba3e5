import { setConnectionLost } from '../lib/offlineDriver';
import { CALL_EVENT } from './baseApi';
import { listenToConnection, onFirstTrouble, reportCall, reportConnection, type ConnectionSign } from './connectionSignal';
import { STREAM_LOST } from './liveEvents';

describe('the connection signs', () => {
  it('asks for nothing while all goes well; loads the offline mode once, at the first trouble, and hands it every sign since', () => {
    const load = jest.fn();
    onFirstTrouble(load);
    reportConnection({ type: 'connection.answered' });
    expect(load).not.toHaveBeenCalled();
    reportConnection({ type: 'connection.callFailed', at: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    // Asked again at each sign until the mode listens (a chunk that failed to load is tried again).
    reportConnection({ type: 'connection.streamLost', at: 2 });
    expect(load).toHaveBeenCalledTimes(2);
    const seen: ConnectionSign[] = [];
    listenToConnection((s) => seen.push(s));
    reportConnection({ type: 'connection.answered' });
    expect(seen).toEqual([
      { type: 'connection.callFailed', at: 1 },
      { type: 'connection.streamLost', at: 2 },
      { type: 'connection.answered' },
    ]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hears the live stream\'s drop and the browser\'s own offline event', () => {
    const seen: ConnectionSign[] = [];
    listenToConnection((s) => seen.push(s));
    window.dispatchEvent(new Event(STREAM_LOST));
    window.dispatchEvent(new Event('offline'));
    expect(seen.map((s) => s.type)).toEqual(['connection.streamLost', 'connection.streamLost']);
  });

  it('hears the base query\'s calls: no answer, any answer', () => {
    const seen: ConnectionSign[] = [];
    listenToConnection((s) => seen.push(s));
    window.dispatchEvent(new CustomEvent(CALL_EVENT, { detail: true }));
    window.dispatchEvent(new CustomEvent(CALL_EVENT, { detail: false }));
    expect(seen.map((s) => s.type)).toEqual(['connection.callFailed', 'connection.answered']);
  });

  it('while the browser says it has no network, a failed call is a lost stream too and a late answer does not count', () => {
    const seen: ConnectionSign[] = [];
    listenToConnection((s) => seen.push(s));
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      reportCall(false);
      window.dispatchEvent(new CustomEvent(CALL_EVENT, { detail: false }));
      expect(seen).toEqual([]);
      reportCall(true);
      expect(seen.map((s) => s.type)).toEqual(['connection.callFailed', 'connection.streamLost']);
      onLine.mockReturnValue(true);
      seen.length = 0;
      reportCall(true);
      reportCall(false);
      expect(seen.map((s) => s.type)).toEqual(['connection.callFailed', 'connection.answered']);
    } finally {
      onLine.mockRestore();
    }
  });

  it('marks the page while the window trades offline (no alert per failed call then)', () => {
    setConnectionLost(true);
    expect(document.documentElement).toHaveAttribute('data-offline');
    setConnectionLost(false);
    expect(document.documentElement).not.toHaveAttribute('data-offline');
  });
});
