import { connectionLost, listenToConnection, onFirstTrouble, reportConnection, setConnectionLost, type ConnectionSign } from './connectionSignal';

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

  it('says whether the window trades offline (no alert per failed call then)', () => {
    expect(connectionLost()).toBe(false);
    setConnectionLost(true);
    expect(connectionLost()).toBe(true);
    setConnectionLost(false);
  });
});
