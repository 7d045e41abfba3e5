import { boardLayout } from './boardLayout';
import { boardPlaceOf } from './boardPlace';
import { dayText, updatedText } from './boardView';

describe('boardLayout', () => {
  it.each([
    [1920, 1080],
    [1080, 1920],
  ])('keeps 12 currencies with 7-character figures at 72 px or more on %i×%i', (width, height) => {
    expect(boardLayout(width, height, 12, 7).figure).toBeGreaterThanOrEqual(72);
  });

  it('puts more than 6 currencies in two columns on a landscape screen, one on a portrait one', () => {
    expect(boardLayout(1920, 1080, 6, 6).columns).toBe(1);
    expect(boardLayout(1920, 1080, 7, 6).columns).toBe(2);
    expect(boardLayout(1080, 1920, 12, 6)).toMatchObject({ columns: 1, portrait: true });
  });

  it('shrinks for longer figures and more rows, and never grows past its cap', () => {
    expect(boardLayout(1920, 1080, 4, 9).figure).toBeLessThan(boardLayout(1920, 1080, 4, 6).figure);
    expect(boardLayout(1080, 1920, 12, 6).figure).toBeLessThan(boardLayout(1080, 1920, 3, 6).figure);
    expect(boardLayout(3840, 2160, 1, 5).figure).toBe(170);
  });
});

describe('the board’s words', () => {
  it('reads its place and theme from the URL', () => {
    expect(boardPlaceOf({ pathname: '/board/3', search: '' })).toEqual({ query: 'city=3', dark: false });
    expect(boardPlaceOf({ pathname: '/board/register/12/', search: '?theme=dark' })).toEqual({ query: 'register=12', dark: true });
    expect(boardPlaceOf({ pathname: '/board/abc', search: '' })).toBeNull();
  });

  it('says the time of the newest rate in the server’s zone, and the day as dd.MM.yyyy', () => {
    expect(updatedText('2026-11-27T06:05:00.000Z', 'Europe/Moscow')).toBe('Обновлено 09:05');
    expect(updatedText(null, 'Europe/Moscow')).toBe('');
    expect(dayText('2026-11-27')).toBe('27.11.2026');
  });
});
