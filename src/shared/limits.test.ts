import { amountOverLimitMessage, formatBand, rateBand, rateInBand, rateOutOfBandMessage, totalOverLimit } from './limits';

describe('limits', () => {
  it('the worked example: board 90 ± 2 % → 88.20–91.80', () => {
    const band = rateBand('90', '2');
    expect(band).toEqual({ min: '88.2', max: '91.8' });
    expect(rateOutOfBandMessage(band)).toBe('Курс вне допустимого диапазона: 88.20–91.80');
  });

  it('bounds are inclusive', () => {
    const band = rateBand('90', '2');
    expect(rateInBand('88.2', band)).toBe(true);
    expect(rateInBand('91.80', band)).toBe(true);
    expect(rateInBand('88.199999', band)).toBe(false);
    expect(rateInBand('91.800001', band)).toBe(false);
    expect(rateInBand('900', band)).toBe(false);
  });

  it('rounds the bounds inward to 6 places, so a bound shown is allowed', () => {
    // 90.123457 × 0.98 = 88.32098786 → 88.320988; × 1.02 = 91.92592614 → 91.925926
    const band = rateBand('90.123457', '2');
    expect(band).toEqual({ min: '88.320988', max: '91.925926' });
    expect(formatBand(band)).toBe('88.320988–91.925926');
    expect(rateInBand(band.min, band) && rateInBand(band.max, band)).toBe(true);
  });

  it('tolerance 0 allows the board rate only', () => {
    expect(rateBand('12.5', '0')).toEqual({ min: '12.5', max: '12.5' });
  });

  it('the largest operation: none, equal, above', () => {
    expect(totalOverLimit('1000000.00', null)).toBe(false);
    expect(totalOverLimit('100000.00', '100000')).toBe(false);
    expect(totalOverLimit('100000.01', '100000')).toBe(true);
    expect(amountOverLimitMessage('100000', 'RUB')).toBe('Сумма больше наибольшей операции: 100000.00 RUB');
  });
});
