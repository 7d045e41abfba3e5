import { setConnectionLost } from '../lib/offlineDriver';
import { connectionLost, listenToConnection, onFirstTrouble, reportConnection, type ConnectionSign } from './connectionSignal';
import { STREAM_LOST } from './liveEvents';

describe('the connection signs', () => {
  it('asks for nothing while all goes well; loads the offline mode once, at the first trouble, and hands it every sign since', () => {
    const load = jest.fn();
    onFirstTrouble(load);
    reportConnection({ type: 'connection.answered' });
    expect(load).not.toHaveBeenCalled();
    reportConnection({ type: 'connection.callFailed', at: 1 });
    reportConnection({ type: 'connection.streamLost', at: 2 });
    expect(load).toHaveBeenCalledTimes(1);
    const seen: ConnectionSign[] = [];
    listenToConnection((s) => seen.push(s));
    reportConnection({ type: 'connection.answered' });
    expect(seen).toEqual([
      { type: 'connection.callFailed', at: 1 },
      { type: 'connection.streamLost', at: 2 },
      { type: 'connection.answered' },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hears the live stream\'s drop and the browser\'s own offline event', () => {
    const seen: ConnectionSign[] = [];
    listenToConnection((s) => seen.push(s));
    window.dispatchEvent(new Event(STREAM_LOST));
    window.dispatchEvent(new Event('offline'));
    expect(seen.map((s) => s.type)).toEqual(['connection.streamLost', 'connection.streamLost']);
  });

  it('says whether the window trades offline (no alert per failed call then)', () => {
    expect(connectionLost()).toBe(false);
    setConnectionLost(true);
    expect(connectionLost()).toBe(true);
    setConnectionLost(false);
  });
});
