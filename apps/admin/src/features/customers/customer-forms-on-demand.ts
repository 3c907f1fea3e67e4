import { onDemand } from '../../app/on-demand';

// The customer forms (shared with the New order screen) load once the Customers list has shown, or when one opens:
// the list is usable without them, sooner, and every other list page never downloads them.
export const customerFormModals = onDemand(() => import('./customer-form-modals'));
