import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

describe('Tabs', () => {
  beforeEach(() => {
    render(
      <Tabs
        label="Виды переводов"
        tabs={[
          { id: 'a', label: 'Внутренние', content: <p>Панель А</p> },
          { id: 'b', label: 'Внешние', content: <p>Панель Б</p> },
          { id: 'c', label: 'Крипто', content: <p>Панель В</p> },
        ]}
      />,
    );
  });

  it('shows the selected panel and switches on click', async () => {
    expect(screen.getByRole('tab', { name: 'Внутренние' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Внутренние' })).toHaveTextContent('Панель А');
    await userEvent.click(screen.getByRole('tab', { name: 'Крипто' }));
    expect(screen.getByRole('tabpanel', { name: 'Крипто' })).toHaveTextContent('Панель В');
  });

  it('moves with the arrow keys, Home and End', async () => {
    await userEvent.click(screen.getByRole('tab', { name: 'Внутренние' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Внешние' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Внешние' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Крипто' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Внутренние' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Крипто' })).toHaveFocus();
  });
});
