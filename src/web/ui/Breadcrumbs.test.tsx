import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every crumb but the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          items={[
            { label: 'Города', to: '/cities/' },
            { label: 'Москва', to: '/cities/1/' },
            { label: 'Касса №1', to: '/cash-registers/7/' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Города', 'Москва', 'Касса №1']);
    expect(within(nav).getByRole('link', { name: 'Города' })).toHaveAttribute('href', '/cities/');
    expect(within(nav).getByRole('link', { name: 'Москва' })).toHaveAttribute('href', '/cities/1/');
    expect(within(nav).queryByRole('link', { name: 'Касса №1' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Касса №1')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing without crumbs', () => {
    const { container } = render(
      <MemoryRouter>
        <Breadcrumbs items={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
