// A form's client (type-ahead, «Новый клиент») and the client's dialog: the exchange, crypto and
// transfer forms and the clients' screens share them.
export { ClientField } from './ClientField';
export { ClientPicker, type ChosenClient } from './ClientPicker';
export { ClientDialog } from './ClientDialog';
export { ClientNote } from './ClientLayout';
export { dealNeedsClient, transferNeedsClient } from './clientNeed';
export { clientName, maskedDocument, shownDate, SCREENING_LABELS, DOCUMENT_TYPES } from './clientForm';
