import { type FormEvent, useState } from 'react';
import { Button } from '../../src/button';
import { ConfirmDialog } from '../../src/confirm-dialog';
import { DetailsList } from '../../src/details-list';
import { Form } from '../../src/form';
import { ImageInput } from '../../src/image-input';
import { Modal } from '../../src/modal';
import { PrecedenceSelect } from '../../src/precedence-select';
import { Tabs } from '../../src/tabs';
import { TextField } from '../../src/text-field';
import { TextareaField } from '../../src/textarea-field';
import { useToast } from '../../src/toast';
import { ToggleSwitch } from '../../src/toggle-switch';
import { useModalState } from '../../src/use-modal-state';
import { later, makeProducts, type Product } from '../sample-data';

type Dialog =
  | { kind: 'view'; product: Product }
  | { kind: 'create' }
  | { kind: 'delete'; product: Product; fails: boolean }
  | { kind: 'deliver' };

const [sample] = makeProducts(1);
const product: Product = sample ?? {
  id: '1',
  name: 'Tea',
  description: '',
  price: 0,
  isVisible: true,
  image: '',
};

/** Every modal state: view, a form that fails on submit, confirms that succeed, fail and stay pending. */
export function ModalSection({ latency }: { latency: number }) {
  const modal = useModalState<Dialog>();
  const toast = useToast();
  const view = modal.get('view');
  const doomed = modal.get('delete');
  const [delivering, setDelivering] = useState(false);
  const deliver = async () => {
    setDelivering(true);
    await later(latency);
    setDelivering(false);
    modal.close();
    toast.success('Order moved to shipped');
  };
  return (
    <section className="gallery-section" aria-labelledby="modals-heading">
      <h2 id="modals-heading">Modals and confirmations</h2>
      <div className="gallery-row">
        <Button variant="secondary" onClick={() => modal.open({ kind: 'view', product })}>
          Open view modal
        </Button>
        <Button variant="secondary" onClick={() => modal.open({ kind: 'create' })}>
          Open create form
        </Button>
        <Button variant="secondary" onClick={() => modal.open({ kind: 'delete', product, fails: false })}>
          Delete (succeeds)
        </Button>
        <Button variant="secondary" onClick={() => modal.open({ kind: 'delete', product, fails: true })}>
          Delete (fails)
        </Button>
        <Button variant="secondary" onClick={() => modal.open({ kind: 'deliver' })}>
          Deliver order
        </Button>
      </div>
      <Modal open={view !== null} onClose={modal.close}>
        <Modal.Title>View Product</Modal.Title>
        <Modal.Body>
          <Tabs
            label="View Product"
            tabs={[
              {
                id: 'details',
                label: 'Details',
                panel: (
                  <DetailsList
                    items={[
                      { label: 'Name', value: view?.product.name },
                      { label: 'Description', value: view?.product.description },
                      { label: 'Notes', value: '' },
                      {
                        label: 'Image',
                        value: (
                          <img src={view?.product.image} alt={view?.product.name} width={96} height={96} />
                        ),
                      },
                    ]}
                  />
                ),
              },
              { id: 'history', label: 'History', panel: <p>Created by Rahim Uddin.</p> },
            ]}
          />
        </Modal.Body>
      </Modal>
      <Modal open={modal.current?.kind === 'create'} onClose={modal.close}>
        <Modal.Title>Create Product</Modal.Title>
        <CreateForm latency={latency} onCancel={modal.close} />
      </Modal>
      <ConfirmDialog
        open={doomed !== null}
        title="Delete Product"
        text={`Are you sure you want to delete ${doomed?.product.name ?? ''}?`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        tone="danger"
        onConfirm={async () => {
          await later(
            latency,
            doomed?.fails ? 'This product is part of an order and cannot be deleted.' : undefined,
          );
          modal.close();
          toast.success('Product deleted');
        }}
        onCancel={modal.close}
      />
      <ConfirmDialog
        open={modal.current?.kind === 'deliver'}
        title="Are you sure?"
        text="Are you sure you want to deliver this order?"
        detail={
          <>
            <p>
              <strong>Order 240</strong> — Tanvir Mahmud, ৳11,749.50
            </p>
            <p>From Processing to To Be Delivered</p>
          </>
        }
        confirmLabel="Accept"
        pending={delivering}
        onConfirm={deliver}
        onCancel={modal.close}
      />
    </section>
  );
}

function CreateForm({ latency, onCancel }: { latency: number; onCancel: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    await later(latency);
    setPending(false);
    setError('A product with this name already exists.');
  };
  return (
    <Form aria-label="Create Product" onSubmit={submit}>
      <Modal.Body>
        <Form.Error>{error}</Form.Error>
        <TextField label="Name" name="name" required error={error ? 'Choose another name' : undefined} />
        <TextareaField label="Description" name="description" />
        <PrecedenceSelect label="Precedence" name="precedence" max={4} />
        <ToggleSwitch label="Is visible" name="isVisible" defaultChecked />
        <ImageInput label="Image" name="image" maxBytes={2 * 1024 * 1024} />
      </Modal.Body>
      <Modal.Actions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Form.Submit pending={pending} pendingLabel="Creating…">
          Create Product
        </Form.Submit>
      </Modal.Actions>
    </Form>
  );
}
