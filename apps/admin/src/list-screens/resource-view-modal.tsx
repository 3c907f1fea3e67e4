import { DetailsList } from '@shop/ui-kit/details-list';
import { Modal } from '@shop/ui-kit/modal';
import { ColumnValue } from './column-value';
import type { ResourceColumn } from './resource-columns';

/** "View {name}": the row's fields as label and value pairs. */
export function ResourceViewModal<Row>({
  title,
  fields,
  row,
  rowName,
  onClose,
}: {
  title: string;
  fields: readonly ResourceColumn<Row>[];
  row: Row;
  rowName: string;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose}>
      <Modal.Title>{title}</Modal.Title>
      <Modal.Body>
        <DetailsList
          items={fields.map((field) => ({
            label: field.header,
            value: <ColumnValue column={field} row={row} rowName={rowName} />,
          }))}
        />
      </Modal.Body>
    </Modal>
  );
}
