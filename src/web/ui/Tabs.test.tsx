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

  it('keeps only the selected tab in the Tab order and ties each tab to its panel', async () => {
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Виды переводов' })).toContainElement(tabs[0]);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    await userEvent.click(tabs[1]);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    const panel = screen.getByRole('tabpanel');
    expect(tabs[1]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAccessibleName('Внешние');
    // Only one panel is shown; the others are hidden and empty.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Панель А')).not.toBeInTheDocument();
  });

  it('Home goes to the first tab and Tab leaves the row for the panel', async () => {
    await userEvent.click(screen.getByRole('tab', { name: 'Крипто' }));
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Внутренние' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель А');
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

describe('Tabs kept in a URL', () => {
  const tabs = [
    { id: 'a', label: 'Внутренние', content: <p>Панель А</p> },
    { id: 'b', label: 'Внешние', content: <p>Панель Б</p> },
  ];

  it('follows a new `initial` (Back to an earlier address), and a click still tells the screen', async () => {
    const onSelect = jest.fn();
    const { rerender } = render(<Tabs label="Виды" tabs={tabs} initial="b" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Внешние' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Виды" tabs={tabs} initial="a" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Внутренние' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель А');
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Внешние' }));
    expect(onSelect).toHaveBeenCalledWith('b');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель Б');
  });
});
