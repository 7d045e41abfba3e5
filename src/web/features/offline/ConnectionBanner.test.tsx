import { render, screen } from '@testing-library/react';
import { ConnectionBanner } from './OfflineMode';

describe('the connection banner', () => {
  const since = Date.now() - 5 * 60_000;

  it('offline: «Нет связи с сервером», the time since and the deals waiting', () => {
    render(<ConnectionBanner state="offline" since={since} pending={3} last={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Нет связи с сервером · 5 мин · ждут отправки: 3');
  });

  it('then «Отправка…», then «Все операции отправлены»', () => {
    const { rerender } = render(<ConnectionBanner state="replaying" since={since} pending={3} last={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Отправка…');
    rerender(<ConnectionBanner state="online" since={null} pending={0} last={{ sent: 3, refused: 0, remaining: 0 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Все операции отправлены');
  });

  it('says when the server refused deals, and when the cashier must sign in again', () => {
    const { rerender } = render(<ConnectionBanner state="online" since={null} pending={0} last={{ sent: 2, refused: 1, remaining: 0 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Не приняты сервером: 1');
    rerender(<ConnectionBanner state="signInNeeded" since={since} pending={2} last={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Войдите снова, чтобы отправить операции: 2');
  });

  it('shows nothing while online with nothing sent', () => {
    render(<ConnectionBanner state="online" since={null} pending={0} last={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
