import { compare, middleHalfMean, pairedRatio, type RoundVisit } from './summary';

const visit = (round: number, journal: number, balance = journal / 2): RoundVisit => ({ round, balance, journal, loaded: [], longTasks: [] });
const rounds = (times: number[], from = 0) => times.map((t, i) => visit(from + i, t));

describe('middleHalfMean', () => {
  it('drops a quarter from each end and averages the rest', () => {
    expect(middleHalfMean([100, 2, 3, 4, 1])).toBe(3);
    expect(middleHalfMean([1, 2, 3, 4, 5, 6, 7, 8])).toBe(4.5);
    expect(middleHalfMean([7])).toBe(7);
    expect(() => middleHalfMean([])).toThrow('middleHalfMean of nothing');
  });
});

describe('pairedRatio: this build over the baseline, round by round', () => {
  it('is the slowdown of every round, the later row of each visit', () => {
    const base = rounds([400, 380, 420, 500, 390, 410, 450, 370, 430]);
    const slower = base.map((v) => visit(v.round, v.journal * 1.2, v.journal * 0.5));
    const { ratio, rounds: paired } = pairedRatio(base, slower);
    expect(ratio).toBeCloseTo(1.2, 10);
    expect(paired).toBe(9);
    // The day balance painted later than the journal: that row is the one waited for.
    const balanceLater = base.map((v) => visit(v.round, v.journal, v.journal * 1.5));
    expect(pairedRatio(base, balanceLater).ratio).toBeCloseTo(1.5, 10);
  });

  it('compares a side measured in fewer rounds with the same rounds of the baseline', () => {
    // The load falls over the run; the slowed copy is visited in the first rounds only. Its
    // median over the baseline's (800 / 300) would call it ×2.7; round by round it is the same.
    const base = rounds([900, 800, 700, 300, 300, 300, 300, 300, 300]);
    const firstThree = rounds([900, 800, 700]);
    expect(pairedRatio(base, firstThree)).toEqual({ ratio: expect.closeTo(1, 10), rounds: 3 });
  });

  it('leaves out a round whose one visit fell on a busy moment', () => {
    const base = rounds([400, 400, 400, 400, 400, 400, 400, 400, 400]);
    const oneBusy = rounds([400, 400, 1200, 400, 400, 400, 400, 400, 400]);
    expect(pairedRatio(base, oneBusy).ratio).toBeCloseTo(1, 10);
  });

  it('pairs visits by their round, so that later rounds pair apart from the first ones', () => {
    const base = [...rounds([400, 400, 400]), ...rounds([800, 800, 800], 9)];
    const candidate = [...rounds([440, 440, 440]), ...rounds([880, 880, 880], 9)];
    expect(pairedRatio(base, candidate)).toEqual({ ratio: expect.closeTo(1.1, 10), rounds: 6 });
  });
});

describe('compare', () => {
  it('judges the first visit and the repeat each against the threshold', () => {
    const base = { first: rounds([400, 400, 400]), repeat: rounds([50, 50, 50]) };
    const firstSlower = { first: rounds([480, 480, 480]), repeat: rounds([50, 50, 50]) };
    expect(compare(base, firstSlower, 1.15)).toMatchObject({ firstVisitWithin: false, repeatWithin: true, within: false, firstVisitRounds: 3, repeatRounds: 3 });
    const repeatSlower = { first: rounds([400, 400, 400]), repeat: rounds([60, 60, 60]) };
    expect(compare(base, repeatSlower, 1.15)).toMatchObject({ firstVisitWithin: true, repeatWithin: false, within: false });
    const alike = { first: rounds([440, 440, 440]), repeat: rounds([55, 55, 55]) };
    expect(compare(base, alike, 1.15)).toMatchObject({ firstVisitWithin: true, repeatWithin: true, within: true });
  });
});
