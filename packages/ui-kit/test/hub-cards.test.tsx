import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HubCards } from '../src/hub-cards';
import { Icon } from '../src/icon';
import { ListPageHeader } from '../src/list-page-header';

describe('HubCards', () => {
  it('renders a list of link cards with title, count and icon', () => {
    render(
      <HubCards label="Order screens">
        <HubCards.Card title="Processing" count={5} href="/ordersFromStatus/processing" />
        <HubCards.Card title="Items" icon={<Icon name="box" />} href="/items" />
      </HubCards>,
    );
    const list = screen.getByRole('list', { name: 'Order screens' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Processing 5' })).toHaveAttribute(
      'href',
      '/ordersFromStatus/processing',
    );
    expect(screen.getByRole('link', { name: 'Items' })).toHaveAttribute('href', '/items');
  });

  it('lets a router link render the card', () => {
    render(
      <HubCards>
        <HubCards.Card
          title="Customers"
          render={({ className, children }) => (
            <a className={className} href="/customers" data-router="yes">
              {children}
            </a>
          )}
        />
      </HubCards>,
    );
    const link = screen.getByRole('link', { name: 'Customers' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveClass('ui-hub-card');
  });
});

describe('ListPageHeader', () => {
  it('shows the title, "(N in total)" and the actions', () => {
    render(<ListPageHeader title="Collections" total={12} actions={<button type="button">Create</button>} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Collections (12 in total)');
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('leaves the count out while it is unknown and formats it on request', () => {
    const { rerender } = render(<ListPageHeader title="Items" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Items$/);
    rerender(<ListPageHeader title="PROCESSING" total={3} formatTotal={(n) => `(${n})`} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PROCESSING (3)');
  });
});
