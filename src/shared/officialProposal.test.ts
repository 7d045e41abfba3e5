import { proposeFromOfficial, spreadPercent } from './officialProposal';

describe('«Курсы от ЦБ»', () => {
  it('proposes buy below and sell above the official rate by the margin, in decimals', () => {
    expect(proposeFromOfficial('100', '1.5')).toEqual({ buy_rate: '98.50', sell_rate: '101.50' });
    expect(proposeFromOfficial('92.3456', '1.5')).toEqual({ buy_rate: '90.9604', sell_rate: '93.7308' });
    expect(proposeFromOfficial('0.18302', '2')).toEqual({ buy_rate: '0.1794', sell_rate: '0.1867' });
  });

  it('says our spread from the official rate in percent, signed, or nothing without one', () => {
    expect(spreadPercent('101.50', '100')).toBe('+1.5');
    expect(spreadPercent('98.5', '100')).toBe('−1.5');
    expect(spreadPercent('100', '100')).toBe('0.0');
    expect(spreadPercent('90', null)).toBeNull();
  });
});
