import { createFileRoute } from '@tanstack/react-router';
import { NewOrderPage } from '../../features/order-entry/new-order-page';

export const Route = createFileRoute('/_authed/new_order')({
  component: NewOrderPage,
});
