import { Button } from '../../src/button';
import { HubCards } from '../../src/hub-cards';
import { Icon } from '../../src/icon';
import { useToast } from '../../src/toast';

/** Hub cards with and without counts and icons, and the toast triggers. */
export function CardsSection() {
  const toast = useToast();
  return (
    <section className="gallery-section" aria-labelledby="cards-heading">
      <h2 id="cards-heading">Hub cards and toasts</h2>
      <HubCards label="Order screens">
        <HubCards.Card title="Processing" count={12} icon={<Icon name="box" />} href="#processing" />
        <HubCards.Card
          title="To be delivered"
          count={3}
          icon={<Icon name="send" />}
          href="#to-be-delivered"
        />
        <HubCards.Card title="Completed" count={0} href="#completed" />
        <HubCards.Card
          title="Employees"
          description="People who can sign in"
          icon={<Icon name="users" />}
          render={({ className, children }) => (
            <a className={className} href="#employees">
              {children}
            </a>
          )}
        />
        <HubCards.Card title="General settings" icon={<Icon name="settings" />} href="#settings" />
      </HubCards>
      <div className="gallery-row">
        <Button variant="secondary" onClick={() => toast.success('Collection created')}>
          Show success toast
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast.error('Could not delete: the category has subcategories.')}
        >
          Show error toast
        </Button>
      </div>
    </section>
  );
}
