import { dec } from './decimal';
import { buyAverageCost, sellEarning } from './averageCost';

describe('weighted average cost', () => {
  it('reproduces the worked example of docs/EARNINGS.md to the kopeck', () => {
    let avg = buyAverageCost(dec(0), null, dec(1000), dec('90.00'));
    avg = buyAverageCost(dec(1000), avg, dec(100), dec('92.00'));
    expect(avg.toFixed(6)).toBe('90.181818');
    expect(sellEarning(dec(500), dec('93.00'), avg).toFixed(2)).toBe('1409.09');
  });

  it('an empty holding or one of unknown cost takes the new rate', () => {
    expect(buyAverageCost(dec(0), dec(80), dec(10), dec(90)).toFixed(2)).toBe('90.00');
    expect(buyAverageCost(dec(500), null, dec(10), dec(90)).toFixed(2)).toBe('90.00');
  });

  it('a sale of currency of unknown cost earns nothing, a sale under cost earns a loss', () => {
    expect(sellEarning(dec(10), dec(93), null).toFixed(2)).toBe('0.00');
    expect(sellEarning(dec(10), dec(89), dec(90)).toFixed(2)).toBe('-10.00');
  });
});
